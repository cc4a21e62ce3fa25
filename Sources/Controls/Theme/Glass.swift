import Raster

/// iOS 26's Liquid Glass as ControlKit draws it on a capsule or a circle (a bar button's
/// platter): what is under it lightly blurred, a faint white fill lighter towards the top and
/// bottom, a thin highlight inside the top and bottom edges, in light a dark ring just outside
/// the edge, and a faint shadow below. Every number is read from the iOS 26.4 captures of
/// docs/ios-facts.md §3.8 [MEASURED], except the blur (no capture has a busy backdrop) [INF].
///
/// Vertical profiles run from the platter's top (offset 0) to its bottom (offset 1); colours are
/// straight alpha, laid over what is under the platter.
package struct Glass: Sendable {
    /// One appearance's layers.
    package struct Look: Sendable {
        /// The fill's white, as (offset, alpha) down the platter.
        package var fill: [(Float, Float)]
        /// The highlight stroked just inside the edge, as (offset, white alpha) down the platter.
        package var highlight: [(Float, Float)]
        /// The ring stroked just outside the edge, as (offset, black alpha); empty for none.
        package var ring: [(Float, Float)]
        /// The shadow's black alpha under the platter moved down by `shadowOffset`.
        package var shadowAlpha: Float
        /// The fill of a disabled prominent platter laid over the glass.
        package var disabledProminent: Color
    }

    /// The light look.
    package var light: Look
    /// The dark look.
    package var dark: Look
    /// [INF] The blur of what is under the platter, σ in points: the captures' backdrops are
    /// flat, so none shows how much iOS blurs; a light blur stands in for the lensing.
    package var blurSigma: Float
    /// The highlight's and the ring's width, in points (two device pixels each at @3x).
    package var highlightWidth: Float
    package var ringWidth: Float
    /// How far down the shadow lies, and how far its soft edge reaches, in points.
    package var shadowOffset: Float
    package var shadowReach: Float

    /// The platter of a bar button item, ios-facts §3.8a [MEASURED] on HA-26.4's two circles
    /// at @3x, over the page's 242 in light and 0 in dark. Light: the fill 247 at the top, 243 at
    /// 28 % of the height, 247 from 62 %, 246 at the bottom; a highlight two pixels deep of 255
    /// at the top and 253–255 at the bottom, none at the sides; a ring two pixels wide just
    /// outside the edge, black at about 0.10 at the top and bottom and 0.17–0.33 at the sides;
    /// 239 for about 8 pt below (the shadow). Dark: the fill 35 at the top, 31 in the middle,
    /// 35 at the bottom; a highlight of 53 at the top and 60 at the bottom; nothing outside the
    /// edge. The disabled prominent item: about 215 in light (black at 0.11 over the glass) and
    /// 60 in dark (white at 0.13).
    package static let barItem = Glass(
        light: Look(fill: [(0, 0.38), (0.28, 0.08), (0.62, 0.38), (1, 0.31)],
                    highlight: [(0, 0.9), (0.2, 0), (0.8, 0), (1, 0.8)],
                    ring: [(0, 0.10), (0.5, 0.27), (1, 0.10)],
                    shadowAlpha: 0.013, disabledProminent: Color.black.withOpacity(0.11)),
        dark: Look(fill: [(0, 0.137), (0.3, 0.12), (0.75, 0.125), (1, 0.137)],
                   highlight: [(0, 0.08), (0.2, 0), (0.8, 0), (1, 0.1)],
                   ring: [], shadowAlpha: 0, disabledProminent: Color.white.withOpacity(0.13)),
        blurSigma: 3, highlightWidth: 2.0 / 3, ringWidth: 2.0 / 3, shadowOffset: 7.7, shadowReach: 2.5)

    /// The look for `appearance`.
    package func look(_ appearance: Appearance) -> Look { appearance == .dark ? dark : light }

    /// What a platter is filled with besides the glass: nothing (a plain item), the tint (an
    /// enabled prominent item) or the disabled prominent grey.
    package enum Emphasis: Hashable, Sendable {
        case plain
        case prominent(Color)
        case disabledProminent
    }

    /// The platter over `rect` (a capsule: a circle when square), in points.
    package func items(capsule rect: Rect, emphasis: Emphasis, appearance: Appearance) -> [SceneItem] {
        let look = look(appearance)
        let shape = Path.capsule(rect)
        var items: [SceneItem] = []
        if look.shadowAlpha > 0 {
            // The shadow shows only outside the platter: the glass is not darkened by its own
            // shadow (the captures' platters are no darker where the shadow lies under them).
            let shadow = Path.capsule(rect.offsetBy(dx: 0, dy: shadowOffset))
            let colour = Color.black.withOpacity(look.shadowAlpha / 2)
            let reach = shadowOffset + shadowReach + 1
            items.append(.group(GroupItem(clip: Self.outside(shape, within: rect.insetBy(-reach)),
                                          items: [.fill(FillItem(path: shadow, paint: .solid(colour)))]
                                              + SoftShadow(color: colour, reach: shadowReach, steps: 2).items(around: shadow))))
        }
        items.append(.backdropBlur(BackdropBlurItem(path: shape, sigma: blurSigma, tint: .clear)))
        items.append(.fill(FillItem(path: shape, paint: Self.vertical(look.fill, colour: .white, over: rect))))
        switch emphasis {
        case .plain: break
        case .prominent(let tint): items.append(.fill(FillItem(path: shape, paint: .solid(tint))))
        case .disabledProminent: items.append(.fill(FillItem(path: shape, paint: .solid(look.disabledProminent))))
        }
        if let inner = (try? StrokeStyle(width: highlightWidth)) {
            let inset = Path.capsule(rect.insetBy(highlightWidth / 2))
            items.append(.stroke(StrokeItem(path: inset, paint: Self.vertical(look.highlight, colour: .white, over: rect), style: inner)))
        }
        if !look.ring.isEmpty, let outer = try? StrokeStyle(width: ringWidth) {
            let outset = Path.capsule(rect.insetBy(-ringWidth / 2))
            items.append(.stroke(StrokeItem(path: outset, paint: Self.vertical(look.ring, colour: .black, over: rect), style: outer)))
        }
        return items
    }

    /// The part of `bounds` outside `shape` (a clockwise path, as `Path`'s shapes are), under the
    /// non-zero rule: `bounds` wound the other way round, so that inside `shape` the windings
    /// cancel.
    static func outside(_ shape: Path, within bounds: Rect) -> Path {
        var path = Path()
        path.move(to: Point(bounds.minX, bounds.minY))
        path.line(to: Point(bounds.minX, bounds.maxY))
        path.line(to: Point(bounds.maxX, bounds.maxY))
        path.line(to: Point(bounds.maxX, bounds.minY))
        path.close()
        path.append(shape)
        return path
    }

    /// `colour` at the profile's alphas, top to bottom of `rect`.
    static func vertical(_ profile: [(Float, Float)], colour: Color, over rect: Rect) -> Paint {
        let stops = profile.map { LinearGradient.Stop(offset: $0.0, color: colour.withOpacity($0.1)) }
        guard let gradient = LinearGradient(start: Point(rect.midX, rect.minY), end: Point(rect.midX, rect.maxY), stops: stops) else {
            return .solid(colour.withOpacity(profile.first?.1 ?? 0))
        }
        return .linearGradient(gradient)
    }
}
