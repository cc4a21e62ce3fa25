import Raster

// The layout as Scene items: the platter (a backdrop blur plus the material's tint, capsule
// shaped) and then each indicator's image, filled with its colour as a template.

extension PageControl {
    /// The colour of the current page's indicator in `appearance`.
    public func currentIndicatorColor(_ appearance: Appearance) -> Color {
        tintCurrent?.resolved(for: appearance) ?? Metrics.currentIndicatorColor
    }

    /// The colour of the other indicators in `appearance`: the tint, else the system's (which
    /// differs on the platter, ios-facts §1.4). On the platter an `.automatic` control shows
    /// while scrubbing, UIKit uses its platter colour whatever the tint (ios-facts §1.5a).
    public func otherIndicatorColor(_ appearance: Appearance) -> Color {
        if ignoresTintOther { return Metrics.otherIndicatorColorOnPlatter }
        return tintOther?.resolved(for: appearance)
            ?? (showsPlatter ? Metrics.otherIndicatorColorOnPlatter : Metrics.otherIndicatorColor)
    }

    /// Whether `tintOther` is set but not drawn: on the platter of an `.automatic` control
    /// while scrubbing (ios-facts §1.5a [SRC]: only `.prominent` keeps the app's colour there).
    public var ignoresTintOther: Bool { tintOther != nil && backgroundStyle == .automatic && interaction == .scrubbing }

    /// The platter's material tint in `appearance` (ios-facts §1.5).
    public static func platterTint(_ appearance: Appearance) -> Color {
        appearance == .light ? Metrics.platterTintLight : Metrics.platterTintDark
    }

    /// The control drawn with its top-left corner at `origin` (points). Expects a configuration
    /// without validation errors.
    public func sceneItems(appearance: Appearance, origin: Point = .zero) -> [SceneItem] {
        sceneItems(layout: layout(), appearance: appearance, origin: origin)
    }

    /// `layout` drawn with its top-left corner at `origin` (points).
    public func sceneItems(layout: PageControlLayout, appearance: Appearance, origin: Point = .zero) -> [SceneItem] {
        var items: [SceneItem] = []
        items.reserveCapacity(layout.indicators.count + 1)
        if let platter = layout.platter {
            // Stretched along the row and squeezed across it about its centre while jogging.
            let stretch = jogStretch
            let w = platter.width * stretch.along, h = platter.height * stretch.across
            let rect = Rect(x: platter.midX - w / 2 + origin.x, y: platter.midY - h / 2 + origin.y, width: w, height: h)
            let path = Path.continuousRoundedRect(rect, cornerRadius: rect.height * Metrics.platterCornerRadiusRatio)
            items.append(.backdropBlur(BackdropBlurItem(path: path, sigma: Metrics.platterBlurSigma, tint: Self.platterTint(appearance))))
        }
        let current = currentIndicatorColor(appearance), other = otherIndicatorColor(appearance)
        for indicator in layout.indicators {
            let frame = indicator.frame.offsetBy(dx: origin.x, dy: origin.y)
            items.append(.fill(FillItem(path: Self.imagePath(indicator.image, in: frame, scale: indicator.scale),
                                        paint: .solid(indicator.isCurrent ? current : other))))
        }
        return items
    }

    /// `image`'s outline in `frame`, scaled by `scale` about the frame's centre.
    static func imagePath(_ image: IndicatorImage, in frame: Rect, scale: Float) -> Path {
        let scaled = Rect(x: frame.midX - frame.width * scale / 2, y: frame.midY - frame.height * scale / 2,
                          width: frame.width * scale, height: frame.height * scale)
        switch image {
        case .symbol(let symbol):
            return symbol.path(in: scaled)
        case .custom(let custom):
            let f = customImageScale(custom) * scale
            return custom.path.transformed(by: Transform.scale(f).concatenating(.translation(scaled.minX, scaled.minY)))
        }
    }
}
