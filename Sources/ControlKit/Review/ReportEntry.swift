/// One card of a run's report: one variant (figure × appearance × scale) of a batch or verify run.
public struct ReportEntry: Sendable, Hashable {
    /// What happened to the variant.
    public enum Status: String, Sendable, Hashable, CaseIterable {
        case passed, failed, new, drawn, cached, error
    }
    public var figure: String
    public var spec: String
    public var control: String
    public var appearance: String
    public var scale: Int
    public var pixelWidth: Int
    public var pixelHeight: Int
    public var seconds: Double
    public var status: Status
    public var message: String
    public var actual: String?
    public var expected: String?
    public var diff: String?
    public init(figure: String, spec: String, control: String, appearance: String, scale: Int, pixelWidth: Int, pixelHeight: Int,
                seconds: Double, status: Status, message: String = "", actual: String? = nil, expected: String? = nil, diff: String? = nil) {
        self.figure = figure; self.spec = spec; self.control = control; self.appearance = appearance; self.scale = scale
        self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight; self.seconds = seconds; self.status = status
        self.message = message; self.actual = actual; self.expected = expected; self.diff = diff
    }
}
