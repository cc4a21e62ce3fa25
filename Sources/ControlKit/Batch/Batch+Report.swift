// A batch's result as the cards of its HTML report (`HTMLReport`): one per variant, with the
// images a reviewer needs — the PNG written, or for a verify failure the golden, the actual
// render and the diff the golden store saved.

import Documents

extension Batch.Result {
    /// One entry per job, in input order, then one per error found while planning (a figure
    /// left out, named by its field, or a file that could not be read).
    package func reportEntries() -> [ReportEntry] {
        jobEntries() + planErrors.map { error in
            let figure = FigurePlan.concernsOneFigure(error) ? FieldPath(Array(error.field.components.prefix(2))).description : "(the whole file)"
            return ReportEntry(figure: figure, spec: error.file ?? "", control: "", appearance: "", scale: 0, pixelWidth: 0, pixelHeight: 0,
                               seconds: 0, status: .error, message: error.description)
        }
    }

    private func jobEntries() -> [ReportEntry] {
        zip(jobs, outcomes).map { job, outcome in
            var entry = ReportEntry(figure: job.figureName, spec: job.file, control: job.controlKey,
                                    appearance: job.appearance.rawValue, scale: job.scale,
                                    pixelWidth: job.variant?.scene.pixelWidth ?? 0, pixelHeight: job.variant?.scene.pixelHeight ?? 0,
                                    seconds: outcome.seconds, status: outcome.status,
                                    message: outcome.errors.map(\.description).joined(separator: "\n"))
            switch outcome.status {
            case .drawn, .cached:
                entry.actual = job.output
            case .passed:
                entry.actual = job.output
                entry.expected = job.output
            case .failed, .new:
                let artifacts = outcome.check?.artifacts ?? []
                func artifact(_ name: String) -> String? { artifacts.first { $0.hasSuffix("/" + name) } }
                entry.message = outcome.check?.message ?? entry.message
                entry.actual = outcome.check?.recorded ?? artifact("actual.png")
                entry.expected = artifact("expected.png") ?? (outcome.status == .failed ? job.output : nil)
                entry.diff = artifact("diff.png")
            case .error:
                break
            }
            return entry
        }
    }
}

extension FigureVariant {
    /// The control's key in its figure file (`pageControl`): the last key of `controlField`.
    package var controlKey: String {
        guard case .key(let key)? = controlField.components.last else { return "" }
        return key
    }
}
