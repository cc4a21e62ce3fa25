// A figure file: document-wide defaults and a list of named figures, each a control and how to
// draw it. The schema, with an example per field, is docs/figure-files.md; YAML and JSON files
// hold the same schema.

import Controls
import Documents
import Foundation

/// A decoded figure file (or one built in Swift).
public struct FigureFile: Sendable {
    /// The format marker a file may carry in `format:`.
    public static let formatName = "controlkit-figures/1"
    /// Earlier names of the same format, still accepted.
    public static let formatAliases = ["controlkit-spec/1"]

    /// What every figure uses unless it says otherwise (`defaults:` in a file).
    public var defaults: FigureDefaults
    /// The figures, in file order (`figures:`).
    public var figures: [Figure]
    /// The file's path, when it was read from one (messages name it).
    public var path: String?
    /// The tree the figures were read from: gives the problems found after decoding (HIG
    /// checks) the line or flag they concern.
    public var source: DocumentNode?

    /// A file of `figures` and their `defaults`; `path` and `source` are nil for one built in
    /// Swift, which then reads assets from whatever paths it names.
    public init(defaults: FigureDefaults = FigureDefaults(), figures: [Figure], path: String? = nil, source: DocumentNode? = nil) {
        self.defaults = defaults
        self.figures = figures
        self.path = path
        self.source = source
    }

    /// The folder relative paths in the file (backdrop photos) are read from: the file's own.
    public var baseDirectory: String {
        guard let path, let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// Where an asset the file names (a backdrop's PNG or scene) is read from.
    ///
    /// In a file read from disk, an asset is read from the file's folder or below, never from
    /// outside it: the path must be relative, its `..` must not climb above the folder, and a
    /// symbolic link must not lead out of it. Whoever renders a manifest (a docs team's batch, a
    /// CI job) then reads nothing the manifest's folder does not hold. A figure built from
    /// flags or in Swift (no `path`) reads any path the caller gives.
    /// - Throws: a diagnostic saying why the path is refused (the caller adds field and line).
    func resolve(_ asset: String) throws(Diagnostic) -> String {
        guard path != nil else { return asset }
        if let reason = Self.outsideReason(asset) { throw Diagnostic(.error, reason) }
        let resolved = baseDirectory == "." ? asset : baseDirectory + "/" + asset
        let folder = URL(fileURLWithPath: baseDirectory).resolvingSymlinksInPath().path
        let target = URL(fileURLWithPath: resolved).resolvingSymlinksInPath().path
        guard target.hasPrefix(folder == "/" ? "/" : folder + "/") else {
            throw Diagnostic(.error, "\(Excerpt.quoted(asset)) is a symbolic link that leads outside the figure file's folder, to \(target)")
        }
        return resolved
    }

    /// Why an asset path written in a figure file leads outside the file's folder (absolute,
    /// or a `..` that climbs above it), or nil when it stays inside; a lexical check, made
    /// while decoding so the message comes first, before `resolve` follows symbolic links.
    static func outsideReason(_ asset: String) -> String? {
        if asset.hasPrefix("/") {
            return "\(Excerpt.quoted(asset)) is an absolute path; a figure file reads its assets only from its own folder and below, "
                + "so give a path relative to it"
        }
        var depth = 0
        for component in asset.split(separator: "/") where component != "." {
            depth += component == ".." ? -1 : 1
            if depth < 0 { return "\(Excerpt.quoted(asset)) leads outside the figure file's folder; a figure file reads its assets only from its own folder and below" }
        }
        return nil
    }

    /// Where figure `index` sits in the file (`figures[3]`).
    static func field(ofFigure index: Int) -> FieldPath { ["figures", .index(index)] }

    /// `diagnostic` with the file's name and the line (or flag) of the field it names.
    func locate(_ diagnostic: Diagnostic) -> Diagnostic {
        (source?.locate(diagnostic) ?? diagnostic).inFile(path)
    }
}

/// What every figure uses unless it says otherwise.
public struct FigureDefaults: Sendable {
    /// Device pixels per point to render at, one file each (`scale: 3` or `scales: [2, 3]`).
    public var scales: [Int]
    /// Appearances to render, one file each (`appearance: dark` or `appearances: [light, dark]`).
    public var appearances: [Appearance]
    /// How output files are named (`output:`); `OutputPattern.default` unless set.
    public var output: OutputPattern
    /// What figures are drawn over (`backdrop:`); nil for each control's own
    /// (`ControlKind.defaultBackdrop`).
    public var backdrop: Backdrop?
    /// Where the control sits in each figure (`placement:`); `.control` unless set.
    public var placement: Placement
    /// The look every control is drawn in (`design:`); nil leaves each control's own (classic
    /// unless a control made in Swift says otherwise).
    public var design: Design?

    /// Defaults from their parts; each one left out is the format's own: @3x, light,
    /// `OutputPattern.default`, no backdrop, `.control`, each control's own design.
    public init(scales: [Int] = [3], appearances: [Appearance] = [.light], output: OutputPattern = .default,
                backdrop: Backdrop? = nil, placement: Placement = .control, design: Design? = nil) {
        self.scales = scales
        self.appearances = appearances
        self.output = output
        self.backdrop = backdrop
        self.placement = placement
        self.design = design
    }
}

/// One named figure: a control and how to draw it. Unset fields take the file's defaults.
public struct Figure: Sendable {
    /// A `SafeName` component; unique in the file.
    public var name: String
    /// What the figure shows, for people (`description:` in files).
    public var summary: String?
    /// The control drawn, of any registered kind.
    public var control: any Control
    /// Device pixels per point to render at, one file each; nil for the file's defaults.
    public var scales: [Int]?
    /// Appearances to render, one file each; nil for the file's defaults.
    public var appearances: [Appearance]?
    /// How the figure's files are named; nil for the file's default.
    public var output: OutputPattern?
    /// What the control is drawn over; nil for the file's default, then the control's own.
    public var backdrop: Backdrop?
    /// Where the control sits in the figure; nil for the file's default.
    public var placement: Placement?
    /// The look the control is drawn in (`Control.inDesign`); nil for the file's default.
    public var design: Design?
    /// Where the figure was read from (`figures[3]`); nil for a figure made in Swift, which is
    /// then named by its place in the file's list.
    var field: FieldPath?

    /// A figure named `name` showing `control`; every field left nil takes the file's default.
    public init(name: String, summary: String? = nil, control: some Control, scales: [Int]? = nil, appearances: [Appearance]? = nil,
                output: OutputPattern? = nil, backdrop: Backdrop? = nil, placement: Placement? = nil, design: Design? = nil) {
        self.name = name
        self.summary = summary
        self.control = control
        self.scales = scales
        self.appearances = appearances
        self.output = output
        self.backdrop = backdrop
        self.placement = placement
        self.design = design
    }

    /// The key the control is written under (`pageControl`).
    public var controlKey: String { type(of: control).kind.key }
}

/// What the control is drawn over, filling the whole figure.
public enum Backdrop: Hashable, Sendable {
    /// A flat colour (`backdrop: systemBackground`).
    case color(ColorValue)
    /// Colours evenly spaced from the top of the figure to its bottom.
    case gradient([ColorValue])
    /// A PNG file (a path in a figure file is relative to the file's folder), scaled to cover
    /// the figure.
    case image(path: String)
    /// A scene file (relative like `image`), its items scaled to cover the figure and drawn at
    /// the figure's own scale: a backdrop that stays sharp at any size.
    case scene(path: String)
}

/// Where the control sits in the figure.
public enum Placement: String, Hashable, Sendable, CaseIterable {
    /// The figure is the control's own frame.
    case control
    /// A phone screen (`ScreenMetrics.phone`), the control where its kind says it goes
    /// (`ControlKind.screenPosition`: a page control centred near the bottom).
    case phone
}
