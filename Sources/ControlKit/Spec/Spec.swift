// A spec: document-wide defaults and a list of named figures, each a control and how to draw
// it. The schema, with an example per field, is docs/spec-format.md; YAML and JSON files hold
// the same schema.

import Controls

/// A decoded spec file.
public struct Spec: Sendable {
    /// The format marker a spec may carry in `format:`.
    public static let formatName = "controlkit-spec/1"

    public var defaults: SpecDefaults
    public var figures: [SpecFigure]

    public init(defaults: SpecDefaults = SpecDefaults(), figures: [SpecFigure]) {
        self.defaults = defaults
        self.figures = figures
    }
}

/// What every figure uses unless it says otherwise.
public struct SpecDefaults: Sendable {
    /// Device pixels per point to render at, one file each (`scale: 3` or `scales: [2, 3]`).
    public var scales: [Int]
    /// Appearances to render, one file each (`appearance: dark` or `appearances: [light, dark]`).
    public var appearances: [Appearance]
    public var output: OutputPattern
    public var backdrop: Backdrop?
    public var placement: Placement

    public init(scales: [Int] = [3], appearances: [Appearance] = [.light], output: OutputPattern = .default,
                backdrop: Backdrop? = nil, placement: Placement = .control) {
        self.scales = scales
        self.appearances = appearances
        self.output = output
        self.backdrop = backdrop
        self.placement = placement
    }
}

/// One named figure: a control and how to draw it.
public struct SpecFigure: Sendable {
    /// Letters, digits, `.`, `_` and `-`; unique in the spec.
    public var name: String
    /// Where the figure sits in the file (`figures[3]`), for messages.
    public var field: String
    public var control: SpecControl
    public var scales: [Int]?
    public var appearances: [Appearance]?
    public var output: OutputPattern?
    public var backdrop: Backdrop?
    public var placement: Placement?

    public init(name: String, field: String = "", control: SpecControl, scales: [Int]? = nil, appearances: [Appearance]? = nil,
                output: OutputPattern? = nil, backdrop: Backdrop? = nil, placement: Placement? = nil) {
        self.name = name
        self.field = field
        self.control = control
        self.scales = scales
        self.appearances = appearances
        self.output = output
        self.backdrop = backdrop
        self.placement = placement
    }
}

/// The control a figure draws (one kind so far).
public enum SpecControl: Sendable {
    case pageControl(PageControl)

    /// The key the control is written under (`pageControl`).
    public var key: String {
        switch self {
        case .pageControl: "pageControl"
        }
    }
}

/// What the control is drawn over, filling the whole figure.
public enum Backdrop: Hashable, Sendable {
    case color(ColorValue)
    /// Colours evenly spaced from the top of the figure to its bottom.
    case gradient([ColorValue])
    /// A PNG file (a spec's path is relative to the spec's folder), scaled to cover the figure.
    case image(path: String)
}

/// Where the control sits in the figure.
public enum Placement: String, Hashable, Sendable, CaseIterable {
    /// The figure is the control's own frame.
    case control
    /// A phone screen (`FigureMetrics.phoneScreen`) with the control centred horizontally near the
    /// bottom, where the HIG says to put it.
    case phone
}
