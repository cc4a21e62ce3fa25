import Foundation
import PNGCodec
import Raster
import TestSupport
import Testing

/// The compact and inline date pickers as a reviewer runs them: the issue's invocations exactly
/// as written, and bad dates, locales and ranges exiting 2 naming the figure (or flag) and
/// field, writing nothing.
@Suite struct DatePickerStyleCommandTests {
    static let invocations: [[String]] = [
        ["render", "date-picker", "--style", "inline", "--mode", "date", "--locale", "en_US", "--date", "2024-01-05T09:41", "--scale", "3",
         "-o", "inline.png"],
        ["render", "date-picker", "--style", "compact", "--mode", "date-and-time", "--locale", "ko_KR", "--date", "2024-01-05T09:41",
         "--scale", "3", "-o", "compact.png"],
    ]

    @Test func theIssuesInvocationsWorkAsWritten() throws {
        let folder = try TemporaryFolder()
        for arguments in Self.invocations {
            let run = try ControlKitCLI.run(arguments, in: folder.path)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            #expect(!run.stderr.contains("warning"), "\(run.stderr)")
        }
        // The inline calendar at its default 320 pt width; the compact pills 103 px tall.
        let inline = try PNG.read(contentsOf: folder.file("inline.png"))
        #expect(inline.width == 960)
        let compact = try PNG.read(contentsOf: folder.file("compact.png"))
        #expect(compact.height == 103)
    }

    @Test(arguments: [
        ExitPolicyTests.Failure(.badValue, ["render", "date-picker", "--style", "inline", "--date", "2024-02-30", "-o", "out.png"],
                                "--date: \"2024-02-30\" is not a day", usage: false),
        ExitPolicyTests.Failure(.badValue, ["render", "date-picker", "--style", "inline", "--date", "2024-01-05", "--locale", "xx_YY",
                                            "-o", "out.png"], "--locale: unknown locale \"xx_YY\"", usage: false),
        ExitPolicyTests.Failure(.badValue, ["render", "date-picker", "--style", "inline", "--date", "2024-01-05",
                                            "--minimum-date", "2024-01-10", "-o", "out.png"], "--date: the date is before the minimum date",
                                usage: false),
        ExitPolicyTests.Failure(.badValue, ["render", "date-picker", "--style", "inline", "--date", "2024-01-05", "--width", "300",
                                            "-o", "out.png"], "--width:", usage: false),
        ExitPolicyTests.Failure(.badValue, ["render", "date-picker", "--style", "compact", "--mode", "countdown", "-o", "out.png"],
                                "--style: the compact style shows date, time or date-and-time", usage: false),
    ])
    func badFlags(failure: ExitPolicyTests.Failure) throws {
        try ExitPolicyTests.expect(failure, command: "render date-picker")
    }

    @Test func badFiguresNameFigureAndFieldAndWriteNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("""
            figures:
              - name: good
                datePicker: {style: inline, mode: date, date: 2024-01-05}
              - name: range
                datePicker: {style: inline, mode: date, date: 2024-01-05, minimumDate: 2024-02-01, maximumDate: 2024-01-01}
              - name: style
                datePicker: {style: calendar, date: 2024-01-05}
            """, to: "dates.yaml")
        let run = try ControlKitCLI.run(["render", "dates.yaml", "--out", "out"], in: folder.path)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("figures[1].datePicker.minimumDate: the minimum date is after the maximum date"), "\(run.stderr)")
        #expect(run.stderr.contains("dates.yaml:7: figures[2].datePicker.style: unknown value \"calendar\""), "\(run.stderr)")
        #expect(!(try folder.contents().contains("out")))
    }
}
