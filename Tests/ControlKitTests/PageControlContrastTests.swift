import ControlKit
import Controls
import Testing

/// The page control's contrast advice, measured on the rendered figure: the current page's
/// indicator must be told apart from the others (HIG "Page controls": the control highlights
/// the current page), not only each stand out from what is under it.
@Suite struct PageControlContrastTests {
    func warnings(_ pageControl: String, backdrop: String = "\"#000000\"") throws -> [String] {
        let plan = try FigurePlan(try FigureFile.decode(yaml: """
            figures:
              - name: dots
                scale: 2
                appearance: dark
                backdrop: \(backdrop)
                pageControl: \(pageControl)
            """))
        return plan.variants.flatMap { variant in variant.contrastWarnings(on: variant.render()).map(\.description) }
    }

    @Test func currentAndOtherIndicatorsTooAlikeWarn() throws {
        // White against a light grey over black: each stands out from the black, but they are
        // about 1.1:1 apart.
        let alike = try warnings("{pages: 5, currentPage: 1, backgroundStyle: minimal, tintCurrent: \"#FFFFFF\", tintOther: \"#EEEEEE\"}")
        #expect(alike.count == 1, "\(alike)")
        #expect(alike.first?.contains("tintOther: the current page's indicator and the others") == true, "\(alike)")
        #expect(alike.first?.contains("told apart") == true)
        // The system's own colours over black, and over the default grey, are far enough apart.
        #expect(try warnings("{pages: 5, currentPage: 1, backgroundStyle: minimal}").isEmpty)
        #expect(try warnings("{pages: 5, currentPage: 1}", backdrop: "\"#636366\"").isEmpty)
    }
}
