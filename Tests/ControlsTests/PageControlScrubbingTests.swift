import Controls
import Raster
import TestSupport
import Testing

/// The page control while scrubbing (HIG, Page controls; issue 29 item 13), against
/// docs/ios-facts.md §1.5 and §1.5a: the jog slides the platter and the indicators after the
/// finger, at most 20 pt, and stretches the platter; on an automatic control's platter the
/// other indicators take the platter's colour whatever the tint. Expected numbers are worked
/// out here from the facts.
@Suite struct PageControlScrubbingTests {
    static func scrubbing(jog: Float) -> PageControl {
        var control = PageControl(pages: 30, currentPage: 15, interaction: .scrubbing)
        control.jog = jog
        return control
    }

    /// At rest the platter is the whole control (w0); with a 20 pt jog the control grows by
    /// 20 pt and half the platter's stretch (w0 × 0.0625 / 2) on each side, and the platter and
    /// every indicator sit 20 pt right of where they were in the grown control.
    @Test func aJogSlidesThePlatterAndTheIndicatorsAfterTheFinger() throws {
        let rest = Self.scrubbing(jog: 0).layout()
        let w0 = rest.size.width
        let room = 20 + w0 * 0.0625 / 2
        for jog: Float in [20, -12] {
            let pulled = Self.scrubbing(jog: jog).layout()
            let grow = jog == 20 ? room : 12 + w0 * (0.0625 * 12 / 20) / 2
            #expect(abs(pulled.size.width - (w0 + 2 * grow)) < 1e-3, "\(pulled.size.width)")
            #expect(pulled.size.height == rest.size.height)
            let platter = try #require(pulled.platter)
            #expect(abs(platter.minX - (grow + jog)) < 1e-3 && platter.width == w0, "\(platter)")
            for (a, b) in zip(rest.indicators, pulled.indicators) {
                #expect(abs(b.frame.minX - (a.frame.minX + grow + jog)) < 1e-3 && b.frame.minY == a.frame.minY)
            }
        }
    }

    /// Each mistake names `jog`; an ignored `tintOther` warns, and the platter's colour is drawn.
    @Test func jogMistakesAndAnIgnoredTintAreReported() {
        #expect(Self.scrubbing(jog: 20).validate().isEmpty)
        #expect(Self.scrubbing(jog: 20.5).validate().errorDescriptions == ["jog: 20.5 pt: UIKit slides the control at most 20 pt after the finger"])
        var idle = Self.scrubbing(jog: 5)
        idle.interaction = .tapping
        #expect(idle.validate().errorDescriptions.first?.hasPrefix("jog: a jog is the pull of a finger scrubbing") == true)
        var few = PageControl(pages: 6, interaction: .scrubbing)
        few.jog = 5
        #expect(few.validate().errorDescriptions.first?.hasPrefix("jog: UIKit jogs only when there are more pages than indicators shown (6 pages, 6 shown)") == true)

        var tinted = PageControl(pages: 6, tintOther: .rgba(Color(r: 255, g: 0, b: 0, a: 255)), interaction: .scrubbing)
        #expect(tinted.validate().severityLines.first?.hasPrefix("warning tintOther: ignored while scrubbing with background style automatic") == true)
        #expect(tinted.otherIndicatorColor(.light) == PageControl.Metrics.otherIndicatorColorOnPlatter)
        tinted.backgroundStyle = .prominent
        #expect(tinted.validate().isEmpty)
        #expect(tinted.otherIndicatorColor(.light) == Color(r: 255, g: 0, b: 0, a: 255))
    }
}
