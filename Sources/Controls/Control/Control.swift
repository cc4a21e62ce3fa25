import Documents
import Raster

/// What every control is: a value that reads itself from a figure file or flags, checks itself
/// against the HIG, lays itself out in points and draws its layout as Scene items. Figure
/// files, the `render <control>` command, `--emit-scene`, goldens and contact sheets work for
/// any type that conforms and is listed in `ControlRegistry`.
///
/// The road a control travels, and the files each step lives in, are docs/adding-a-control.md.
public protocol Control: Hashable, Sendable {
    /// Where the control's parts go, in points.
    associatedtype Layout: ControlLayout

    /// The control's key in figure files, its command name, its fields and where it sits on a
    /// screen.
    static var kind: ControlKind { get }

    /// Reads the control from the map under its key (`pageControl: {…}`), or from the map the
    /// command line's flags make; unknown keys are errors (`ControlKind.unknownKeys`).
    /// - Throws: every problem found, each naming its field relative to `map`.
    init(from map: DocumentMap) throws(DiagnosticList)

    /// Every problem with this configuration — errors (nothing is drawn) and warnings (HIG
    /// advice) — each naming its field by its key, relative to the control (`currentPage`,
    /// `pageImages[3].color`). Never traps, whatever the values.
    func validate() -> [Diagnostic]

    /// The layout in points. Only meaningful for a configuration without validation errors.
    func layout() -> Layout

    /// `layout` drawn in `appearance` with its top-left corner at `origin` (points).
    func sceneItems(layout: Layout, appearance: Appearance, origin: Point) -> [SceneItem]

    /// The parts that must stand out from what is under them, in the control's space; checked
    /// on the rendered figure. None by default.
    func contrastRequirements(layout: Layout, appearance: Appearance) -> [ContrastRequirement]

    /// Where the figure's backdrop shows, in the control's points: nil (the default) for the
    /// whole figure; a screen whose page a sheet scaled back shows it in the page's frame.
    func backdropFrame(layout: Layout) -> Rect?

    /// The designs the control can be drawn in; `[.classic]` by default. A figure that asks a
    /// control for a design not listed is drawn classic, with a warning.
    static var designs: [Design] { get }

    /// This control drawn in `design`, one of `designs` (a figure's `design:` key sets it); the
    /// control unchanged by default.
    func inDesign(_ design: Design) -> Self
}

/// A control's layout: whatever it holds, it knows the control's size.
public protocol ControlLayout: Sendable {
    /// The control's size in points.
    var size: Size { get }

    /// Device pixels the control draws below its bottom edge, outside `size`: the navigation
    /// bar's hairline, which UIKit hangs one device pixel under the bar (ios-facts §3.5). A
    /// figure of the control alone grows by them, so that they show; on a screen they fall
    /// over what is under the control. 0 by default.
    var overhangBelowPixels: Int { get }
}

extension ControlLayout {
    public var overhangBelowPixels: Int { 0 }
}

extension Control {
    public func contrastRequirements(layout: Layout, appearance: Appearance) -> [ContrastRequirement] { [] }

    public func backdropFrame(layout: Layout) -> Rect? { nil }

    public static var designs: [Design] { [.classic] }

    public func inDesign(_ design: Design) -> Self { self }

    /// The control drawn with its top-left corner at `origin`. Only meaningful for a
    /// configuration without validation errors.
    public func sceneItems(appearance: Appearance, origin: Point = .zero) -> [SceneItem] {
        sceneItems(layout: layout(), appearance: appearance, origin: origin)
    }

    /// The validation errors (not warnings) as one list, or nil when there are none.
    public func validationErrors() -> DiagnosticList? {
        let errors = validate().filter(\.isError)
        return errors.isEmpty ? nil : DiagnosticList(errors)
    }
}
