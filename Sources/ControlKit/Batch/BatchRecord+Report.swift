// A run's record as the cards of its HTML report (`HTMLReport`): one per variant, with the
// images a reviewer needs — the PNG written, or for a verify failure the golden, the actual
// render and the diff the golden store saved.

import Documents

extension BatchRecord {
    /// One entry per variant, in input order, then one per error found while planning (a
    /// figure left out, named by its field, or a file that could not be read).
    package func reportEntries() -> [ReportEntry] {
        figures.map(\.reportEntry) + planErrors.map { error in
            ReportEntry(figure: error.figure ?? "(the whole file)", spec: error.file, control: "", appearance: "", scale: 0,
                        pixelWidth: 0, pixelHeight: 0, seconds: 0, status: .error, message: error.text)
        }
    }
}

extension BatchRecord.Figure {
    /// The variant's card: the output written, the golden matched, or a failure's files.
    var reportEntry: ReportEntry {
        var entry = ReportEntry(figure: figure, spec: file, control: control, appearance: appearance, scale: scale,
                                pixelWidth: pixelWidth, pixelHeight: pixelHeight, seconds: seconds, status: status, message: message)
        switch status {
        case .drawn, .cached:
            entry.actual = output
        case .passed:
            entry.actual = output
            entry.expected = output
        case .failed, .new:
            func artifact(_ name: String) -> String? { artifacts.first { $0.hasSuffix("/" + name) } }
            entry.actual = recorded ?? artifact("actual.png")
            entry.expected = artifact("expected.png") ?? (status == .failed ? output : nil)
            entry.diff = artifact("diff.png")
        case .error:
            break
        }
        return entry
    }
}

extension FigureVariant {
    /// The control's key in its figure file (`pageControl`): the last key of `controlField`.
    package var controlKey: String {
        guard case .key(let key)? = controlField.components.last else { return "" }
        return key
    }
}
