// What a batch or verify run tells its HTML report about each variant it drew or compared.

/// One card of a run's report: one variant (figure × appearance × scale) of a batch or verify run.
package struct ReportEntry: Sendable, Hashable {
    /// What happened to the variant.
    package enum Status: String, Sendable, Hashable, CaseIterable, Codable {
        /// verify: matches its golden.
        case passed
        /// verify: differs from its golden (expected, actual, diff given).
        case failed
        /// verify: no golden existed (recorded in a record mode, or missing).
        case new
        /// batch: rendered and written now.
        case drawn
        /// batch: output current, not drawn again.
        case cached
        /// Could not be drawn or compared (message says why).
        case error
    }

    /// The figure's name in its file.
    package var figure: String
    /// The figure file's path, as given on the command line.
    package var spec: String
    /// The control's key in the file, e.g. "pageControl".
    package var control: String
    /// "light" or "dark".
    package var appearance: String
    /// 1, 2 or 3.
    package var scale: Int
    /// 0 when nothing was drawn.
    package var pixelWidth: Int
    /// Height of the image in device pixels; 0 when nothing was drawn.
    package var pixelHeight: Int
    /// Time to draw (and compare) this variant.
    package var seconds: Double
    /// What happened to the variant.
    package var status: Status
    /// Error text or comparison summary; "" when passed/drawn.
    package var message: String
    /// Path of the PNG drawn (the output file, or the failure artifact).
    package var actual: String?
    /// verify: the golden's path.
    package var expected: String?
    /// verify failure: the diff image's path.
    package var diff: String?

    /// The card for one variant, from what the run knows about it; the paths are nil where there is no such file.
    package init(figure: String, spec: String, control: String, appearance: String, scale: Int, pixelWidth: Int, pixelHeight: Int,
                seconds: Double, status: Status, message: String = "", actual: String? = nil, expected: String? = nil, diff: String? = nil) {
        self.figure = figure
        self.spec = spec
        self.control = control
        self.appearance = appearance
        self.scale = scale
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.seconds = seconds
        self.status = status
        self.message = message
        self.actual = actual
        self.expected = expected
        self.diff = diff
    }
}
