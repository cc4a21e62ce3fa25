// The built-in bar glyphs: SVG drawings on the 24 × 24 pt target grid, made for ControlKit from
// simple geometry (lines, arcs and curves placed by hand; not taken from any icon font). Strokes
// are 1.8 units with round caps and joins, like a regular-weight symbol at 17 pt; round glyphs
// reach about 20 units across and square ones 17–18.5, so they look balanced side by side.
// docs/figures/bar-glyphs.png shows them all.

extension BarGlyph {
    /// Every built-in glyph, in the order the docs list them.
    public static let all: [BarGlyph] = [
        BarGlyph(name: "back", summary: "a chevron pointing back (left; a right-to-left layout mirrors it)", svg: #"""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
              <g fill="none" stroke="black" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">
                <polyline points="14.75,5.5 8.25,12 14.75,18.5"/>
              </g>
            </svg>
            """#),
        BarGlyph(name: "add", summary: "a plus", svg: #"""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
              <g fill="none" stroke="black" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">
                <line x1="12" y1="4.5" x2="12" y2="19.5"/>
                <line x1="4.5" y1="12" x2="19.5" y2="12"/>
              </g>
            </svg>
            """#),
        BarGlyph(name: "share", summary: "a tray with an arrow leaving it upwards", svg: #"""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
              <g fill="none" stroke="black" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">
                <path d="M8.75 9.5 H7.5 A1.5 1.5 0 0 0 6 11 V19 A1.5 1.5 0 0 0 7.5 20.5 H16.5 A1.5 1.5 0 0 0 18 19 V11 A1.5 1.5 0 0 0 16.5 9.5 H15.25"/>
                <line x1="12" y1="3.25" x2="12" y2="14.5"/>
                <polyline points="8.75,6.5 12,3.25 15.25,6.5"/>
              </g>
            </svg>
            """#),
        BarGlyph(name: "compose", summary: "a square with a pencil across its top-right corner", svg: #"""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
              <g fill="none" stroke="black" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">
                <path d="M11.5 5 H6 A2 2 0 0 0 4 7 V18 A2 2 0 0 0 6 20 H17 A2 2 0 0 0 19 18 V12.5"/>
                <path d="M17.7 3.8 A1.7 1.7 0 0 1 20.2 6.3 L11.8 14.7 L8.8 15.5 L9.6 12.5 Z"/>
              </g>
            </svg>
            """#),
        BarGlyph(name: "trash", summary: "a bin with its lid, handle and ribs", svg: #"""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
              <g fill="none" stroke="black" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">
                <line x1="4.25" y1="6.25" x2="19.75" y2="6.25"/>
                <path d="M9.25 6.25 V4.75 A1 1 0 0 1 10.25 3.75 H13.75 A1 1 0 0 1 14.75 4.75 V6.25"/>
                <path d="M6.25 6.25 L7.1 19.1 A1.5 1.5 0 0 0 8.6 20.5 H15.4 A1.5 1.5 0 0 0 16.9 19.1 L17.75 6.25"/>
                <line x1="10.25" y1="10" x2="10.25" y2="16.75"/>
                <line x1="13.75" y1="10" x2="13.75" y2="16.75"/>
              </g>
            </svg>
            """#),
        BarGlyph(name: "more", summary: "three dots in a circle", svg: #"""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
              <g fill="none" stroke="black" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">
                <circle cx="12" cy="12" r="9.1"/>
              </g>
              <g fill="black">
                <circle cx="7.75" cy="12" r="1.3"/>
                <circle cx="12" cy="12" r="1.3"/>
                <circle cx="16.25" cy="12" r="1.3"/>
              </g>
            </svg>
            """#),
        BarGlyph(name: "search", summary: "a magnifying glass", svg: #"""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
              <g fill="none" stroke="black" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">
                <circle cx="10.5" cy="10.5" r="6.5"/>
                <line x1="15.25" y1="15.25" x2="20.25" y2="20.25"/>
              </g>
            </svg>
            """#),
        BarGlyph(name: "bookmark", summary: "a ribbon with a notch", svg: #"""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
              <g fill="none" stroke="black" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">
                <path d="M8 3.5 H16 A1.5 1.5 0 0 1 17.5 5 V20.5 L12 16.25 L6.5 20.5 V5 A1.5 1.5 0 0 1 8 3.5 Z"/>
              </g>
            </svg>
            """#),
        BarGlyph(name: "settings", summary: "a gear with eight teeth", svg: #"""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
              <path fill="black" fill-rule="evenodd" d="M9.99 4.51 L10.39 2.38 A9.75 9.75 0 0 1 13.61 2.38 L14.01 4.51 A7.75 7.75 0 0 1 15.88 5.29 L17.66 4.06 A9.75 9.75 0 0 1 19.94 6.34 L18.71 8.12 A7.75 7.75 0 0 1 19.49 9.99 L21.62 10.39 A9.75 9.75 0 0 1 21.62 13.61 L19.49 14.01 A7.75 7.75 0 0 1 18.71 15.88 L19.94 17.66 A9.75 9.75 0 0 1 17.66 19.94 L15.88 18.71 A7.75 7.75 0 0 1 14.01 19.49 L13.61 21.62 A9.75 9.75 0 0 1 10.39 21.62 L9.99 19.49 A7.75 7.75 0 0 1 8.13 18.71 L6.34 19.94 A9.75 9.75 0 0 1 4.06 17.66 L5.29 15.88 A7.75 7.75 0 0 1 4.51 14.01 L2.38 13.61 A9.75 9.75 0 0 1 2.38 10.39 L4.51 9.99 A7.75 7.75 0 0 1 5.29 8.12 L4.06 6.34 A9.75 9.75 0 0 1 6.34 4.06 L8.12 5.29 A7.75 7.75 0 0 1 9.99 4.51 Z M12 5.9 A6.1 6.1 0 1 0 12 18.1 A6.1 6.1 0 1 0 12 5.9 Z M12 8.6 A3.4 3.4 0 1 1 12 15.4 A3.4 3.4 0 1 1 12 8.6 Z M12 10.3 A1.7 1.7 0 1 0 12 13.7 A1.7 1.7 0 1 0 12 10.3 Z"/>
            </svg>
            """#),
        BarGlyph(name: "close", summary: "an x", svg: #"""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
              <g fill="none" stroke="black" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">
                <line x1="6.25" y1="6.25" x2="17.75" y2="17.75"/>
                <line x1="17.75" y1="6.25" x2="6.25" y2="17.75"/>
              </g>
            </svg>
            """#),
        BarGlyph(name: "checkmark", summary: "a check mark", svg: #"""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
              <g fill="none" stroke="black" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">
                <polyline points="4.75,12.75 9.5,17.5 19.25,6.75"/>
              </g>
            </svg>
            """#),
        BarGlyph(name: "info", summary: "an i in a circle", svg: #"""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
              <g fill="none" stroke="black" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">
                <circle cx="12" cy="12" r="9.1"/>
                <line x1="12" y1="11" x2="12" y2="16.75"/>
              </g>
              <circle cx="12" cy="7.75" r="1.25" fill="black"/>
            </svg>
            """#),
        BarGlyph(name: "heart", summary: "a heart outline", svg: #"""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
              <g fill="none" stroke="black" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">
                <path d="M12 20 C9.5 18.4 3.5 14.4 3.5 9.3 C3.5 6.5 5.6 4.5 8.1 4.5 C9.8 4.5 11.2 5.4 12 6.9 C12.8 5.4 14.2 4.5 15.9 4.5 C18.4 4.5 20.5 6.5 20.5 9.3 C20.5 14.4 14.5 18.4 12 20 Z"/>
              </g>
            </svg>
            """#),
        BarGlyph(name: "person", summary: "a head and shoulders", svg: #"""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
              <g fill="none" stroke="black" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">
                <circle cx="12" cy="7.5" r="3.75"/>
                <path d="M5 20 C5 16.4 8.1 14 12 14 C15.9 14 19 16.4 19 20 Z"/>
              </g>
            </svg>
            """#),
        BarGlyph(name: "star", summary: "a five-pointed star", svg: #"""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
              <g fill="none" stroke="black" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">
                <polygon points="12,3.25 14.70,9.03 21.04,9.81 16.37,14.17 17.58,20.44 12,17.35 6.42,20.44 7.63,14.17 2.96,9.81 9.30,9.03"/>
              </g>
            </svg>
            """#),
    ]
}
