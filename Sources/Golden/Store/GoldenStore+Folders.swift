// A store over any goldens folder: what `controlkit verify --goldens DIR` uses, where DIR is a
// group folder that need not sit under a package's `Goldens/`.

extension GoldenStore {
    /// A store whose goldens are `<goldensFolder>/<group>/<name>.png` and whose failure artifacts
    /// go under `failuresFolder`.
    public init(goldensFolder: String, failuresFolder: String, recordMode: RecordMode = .never) {
        self.goldensFolder = goldensFolder
        self.failuresFolder = failuresFolder
        self.recordMode = recordMode
    }
}
