import DisplayList
import Documents
import Foundation
import Raster
import SVGImport
import Typeset

/// UIKit's `UINavigationBar` (the iOS 15+ look) as a value: a standard (inline-title) or
/// large-title bar with the status bar above it, a back button, leading and trailing bar
/// button items, an optional segmented control as the title view, and one of the bar's
/// background appearances.
///
/// Nothing is checked on assignment; `validate()` reports every problem with its field.
public struct NavigationBar: Hashable, Sendable {
    /// `prefersLargeTitles` and `largeTitleDisplayMode`, reduced to what a still image shows.
    public enum TitleDisplay: String, Hashable, Sendable, CaseIterable {
        /// The 44 pt bar with the title centred in it.
        case inline
        /// The 44 pt row plus the 52 pt large-title row, the title at the leading edge.
        case large
    }

    /// The bar's background (`UINavigationBarAppearance`), ios-facts §3.5.
    public enum Background: String, Hashable, Sendable, CaseIterable {
        /// What an app that sets nothing shows: the scroll-edge look under a large title (HIG
        /// "Navigation bars": from iOS 13 a large-title bar has no background material or shadow
        /// by default) and the standard material under an inline one. `resolvedBackground`
        /// names the look drawn.
        case automatic
        /// `configureWithDefaultBackground`: the chrome material (a blur of what is under the
        /// bar, tinted) and the hairline: content is scrolled under the bar.
        case standard
        /// The scroll-edge appearance iOS 15+ uses while content is at its top: transparent,
        /// no hairline.
        case scrollEdge = "scroll-edge"
        /// `configureWithOpaqueBackground`: `systemBackground` and the hairline.
        case opaque
    }

    /// Which way the bar is laid out: right-to-left mirrors it, the back chevron pointing right.
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        /// `ltr` lays the bar out left to right; `rtl` mirrors it.
        case ltr, rtl
    }

    /// One bar button item (`UIBarButtonItem`).
    public struct Item: Hashable, Sendable {
        /// What a bar button item shows.
        public enum Content: Hashable, Sendable {
            /// A text button: plain (17 pt regular) or `done` style (semibold).
            case text(String, done: Bool)
            /// A built-in bar glyph (`BarGlyph.named`), drawn in its 24 pt box.
            case glyph(BarGlyph)
            /// A custom glyph from SVG source, drawn at its own size in points, centred in the row.
            case svg(CustomGlyph)
            /// An app's own image (`UIBarButtonItem(image:)`): a PNG or SVG file, drawn at its
            /// size in points, centred in the row, as a template in the item's colour unless it
            /// asks for its original colours.
            case image(AppImage)
            /// `UIBarButtonItem.fixedSpace(_:)`: empty space of this many points.
            case fixedSpace(Float)
            /// A compact date picker as the item's custom view (`UIBarButtonItem(customView:)`):
            /// its pills at their own width, centred in the row (ios-facts §3.1b).
            case compactDate(CompactDateButton)
        }

        /// What the item shows: text, a glyph, an image, a fixed space or a compact date picker.
        public var content: Content
        /// A disabled item is drawn in `tertiaryLabel` instead of the tint.
        public var isEnabled: Bool

        /// An item showing `content`, enabled unless said.
        public init(_ content: Content, isEnabled: Bool = true) {
            self.content = content
            self.isEnabled = isEnabled
        }

        /// A plain text button.
        public static func text(_ title: String, done: Bool = false) -> Item { Item(.text(title, done: done)) }

        /// A built-in glyph button, or nil when `name` is not a built-in glyph.
        public static func glyph(_ name: String) -> Item? { BarGlyph.named(name).map { Item(.glyph($0)) } }

        /// True for a control (a button), false for a fixed space.
        public var isControl: Bool {
            if case .fixedSpace = content { return false }
            return true
        }
    }

    /// The title in the bar (or, with `titleDisplay == .large`, in the large-title row).
    public var title: String
    /// Whether the title is inline in the 44 pt row or large in a row of its own below it.
    public var titleDisplay: TitleDisplay
    /// The previous screen's title for the back button; nil for no back button. "" shows the
    /// chevron alone.
    public var backTitle: String?
    /// Items at the leading edge, after the back button, from the edge inwards.
    public var leadingItems: [Item]
    /// Items at the trailing edge, from the edge inwards (UIKit's `rightBarButtonItems` order).
    public var trailingItems: [Item]
    /// A segmented control in the title's place (the title is then not drawn in the 44 pt row).
    public var segmentedTitle: SegmentedControl?
    /// The status bar above the bar, for a device family; nil draws the bar alone.
    public var statusBar: DeviceFamily?
    /// The bar's background appearance: automatic (by the title), the material, transparent
    /// (scroll edge) or opaque.
    public var background: Background
    /// A colour over the standard material in place of the chrome tint (`barTintColor`); nil for
    /// the system's.
    public var barTint: ColorValue?
    /// The colour of the back button and the items (`tintColor`).
    public var tint: ColorValue
    /// The bar's width in points (the screen's).
    public var width: Float
    /// The layout direction: `.rtl` mirrors the bar, the back chevron pointing right.
    public var direction: Direction
    /// Lays the bar out under its status bar but leaves the status bar's items out: a screen
    /// whose page a sheet scales back draws the status bar on the window instead. False by
    /// default; figure files do not set it (a screen does).
    public var hidesStatusBarItems = false
    /// An app's image in place of the back chevron (`backIndicatorImage`), drawn like the
    /// chevron: its leading edge at the chevron's, centred on the row, in the tint (a template)
    /// or its own colours, mirrored in a right-to-left bar [INF: UIKit flips the chevron; that
    /// it flips an app's image too is assumed]. Nil draws the system chevron.
    public var backIndicator: AppImage?
    /// The image UIKit masks the back title with while it slides during push and pop
    /// (`backIndicatorTransitionMaskImage`). A still image never shows it, but the HIG asks for
    /// one whenever the chevron is replaced, so validation warns when it is missing.
    public var backIndicatorMask: AppImage?
    /// The look the bar is drawn in: `.classic` (iOS 14–18, the default) or `.glass` (iOS 26: no
    /// background at rest, items on glass capsules and circles; ios-facts §3.8). A figure's
    /// `design:` key sets it.
    public var design: Design

    /// `.classic` and `.glass`.
    public static var designs: [Design] { [.classic, .glass] }

    /// This bar in `design`.
    public func inDesign(_ design: Design) -> NavigationBar {
        var bar = self
        bar.design = design
        return bar
    }

    /// A bar with every part the initializer names: an inline title, no back button, items or status
    /// bar, the automatic background and 390 pt wide by default; nothing is checked until `validate()`.
    public init(title: String = "", titleDisplay: TitleDisplay = .inline, backTitle: String? = nil, leadingItems: [Item] = [],
                trailingItems: [Item] = [], segmentedTitle: SegmentedControl? = nil, statusBar: DeviceFamily? = nil,
                background: Background = .automatic, barTint: ColorValue? = nil,
                tint: ColorValue = .system(name: "systemBlue", SystemColors.systemBlue), width: Float = Metrics.defaultWidth,
                direction: Direction = .ltr, design: Design = .classic) {
        self.title = title
        self.titleDisplay = titleDisplay
        self.backTitle = backTitle
        self.leadingItems = leadingItems
        self.trailingItems = trailingItems
        self.segmentedTitle = segmentedTitle
        self.statusBar = statusBar
        self.background = background
        self.barTint = barTint
        self.tint = tint
        self.width = width
        self.direction = direction
        self.design = design
    }
}

/// A glyph a user drew, from SVG source: imported once, drawn at its own size in points (as
/// UIKit draws a custom image at its point size).
public struct CustomGlyph: Hashable, Sendable {
    /// The SVG document's text.
    public let svg: String
    /// The document's size in points.
    public let size: Size
    /// What it draws, in its points.
    public let items: [SceneItem]
    /// What the importer drew otherwise than written (an unsupported element skipped, path data
    /// drawn up to an error), each with its line in the SVG; the bar's checks report them.
    public let warnings: [Diagnostic]

    /// Imports `svg`.
    /// - Throws: the importer's errors (malformed XML, absurd sizes).
    public init(svg: String) throws(DiagnosticList) {
        let document = try SVGDocument(data: Data(svg.utf8))
        self.svg = svg
        size = document.size
        items = document.items
        warnings = document.warnings
    }
}
