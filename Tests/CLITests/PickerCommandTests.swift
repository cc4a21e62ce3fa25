import Foundation
import PNGCodec
import Raster
import TestSupport
import Testing

/// The picker commands as a reviewer runs them: the issue's four invocations exactly as written,
/// and bad input — from a figure file or from flags — exiting 2 with every message naming the
/// figure and field, and nothing written.
@Suite struct PickerCommandTests {
    /// The wheel picker issue's "Invocations that must work as written", word for word.
    static let invocations: [[String]] = [
        ["render", "picker", "--rows", "Value 1,Value 2,Value 3,Value 4,Value 5,Value 6,Value 7", "--selected", "3", "--width", "375",
         "--scale", "3", "-o", "picker.png"],
        ["render", "picker", "--rows", "A,B,C", "--rows", "1,2,3,4", "--selected", "1", "--selected", "2", "--appearance", "dark",
         "-o", "two.png"],
        ["render", "date-picker", "--mode", "date", "--locale", "ja_JP", "--date", "2024-01-05T09:41", "--scale", "3", "-o", "date.png"],
        ["render", "date-picker", "--mode", "time", "--locale", "ko_KR", "--date", "2024-01-05T09:41", "--emit-scene", "-o", "time.json"],
    ]

    @Test func theIssuesInvocationsWorkAsWritten() throws {
        let folder = try TemporaryFolder()
        for arguments in Self.invocations {
            let run = try ControlKitCLI.run(arguments, in: folder.path)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
        }
        // 375 × 216 pt at @3x; 320 × 216 at the default @3.
        let picker = try PNG.read(contentsOf: folder.file("picker.png"))
        #expect(picker.width == 1125 && picker.height == 648)
        let date = try PNG.read(contentsOf: folder.file("date.png"))
        #expect(date.width == 960 && date.height == 648)
        let two = try PNG.read(contentsOf: folder.file("two.png"))
        #expect(two[2, 2] == Color(r: 0, g: 0, b: 0), "dark: systemBackground is black")
        // The Scene JSON draws text as text items, with the picker's tabular digits.
        let scene = try String(contentsOfFile: folder.file("time.json"), encoding: .utf8)
        #expect(scene.contains(#""format": "controlkit-scene/1""#))
        for word in ["오전", "오후", "\"41\"", "\"9\""] {
            #expect(scene.contains(#""type":"text","text":"# + (word.hasPrefix("\"") ? word : "\"\(word)\"")), "\(word) is not a text item")
        }
        #expect(scene.contains(#""monospacedDigits":true"#))
    }

    /// One file, five bad figures and a good one: every bad one reported with its line, figure
    /// and field; the good one is not written either.
    @Test func badFiguresExitTwoNamingFigureAndFieldAndWriteNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("""
            figures:
              - name: good
                datePicker: {mode: time, date: "2024-01-05T09:41"}
              - name: locale
                datePicker: {mode: time, date: "2024-01-05T09:41", locale: xx_YY}
              - name: mode
                datePicker: {mode: stopwatch, date: "2024-01-05T09:41"}
              - name: date
                datePicker: {mode: date, date: "2024-13-45"}
              - name: interval
                datePicker: {mode: time, date: "2024-01-05T09:41", minuteInterval: 7}
              - name: rows
                picker: {components: [{rows: [a, b, c, d], selectedRow: 9}]}

            """, to: "bad.yaml")
        let run = try ControlKitCLI.run(["render", "bad.yaml", "--out", "out"], in: folder.path)
        #expect(run.status == 2)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        let prefix = "controlkit render figures: error: bad.yaml:"
        #expect(lines == [
            prefix + #"5: figures[1].datePicker.locale: unknown locale "xx_YY""#,
            prefix + #"7: figures[2].datePicker.mode: unknown value "stopwatch" (expected time, date, date-and-time, countdown, year-and-month)"#,
            prefix + #"9: figures[3].datePicker.date: "2024-13-45" is not a date (years 1...9999, months 1...12, hours 0...23)"#,
            prefix + "11: figures[4].datePicker.minuteInterval: 7 does not divide 60 (UIKit takes 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30)",
            prefix + "13: figures[5].picker.components[0].selectedRow: 9 is outside 0..<4",
        ], "\(run.stderr)")
        #expect(try folder.contents() == ["bad.yaml"])
    }

    /// The same mistakes as flags name the flag.
    @Test(arguments: [
        (["--mode", "time", "--date", "2024-01-05T09:41", "--locale", "xx_YY"], #"--locale: unknown locale "xx_YY""#),
        (["--mode", "stopwatch", "--date", "2024-01-05T09:41"], #"--mode: unknown value "stopwatch""#),
        (["--mode", "date", "--date", "2024-13-45"], #"--date: "2024-13-45" is not a date"#),
        (["--mode", "time", "--date", "2024-01-05T09:41", "--minute-interval", "7"], "--minute-interval: 7 does not divide 60"),
        (["--mode", "time"], "--date: is required"),
    ])
    func badFlagsExitTwoNamingTheFlagAndWriteNothing(flags: [String], message: String) throws {
        let folder = try TemporaryFolder()
        let run = try ControlKitCLI.run(["render", "date-picker"] + flags + ["-o", "x.png"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("controlkit render date-picker: error: " + message), "\(run.stderr)")
        #expect(try folder.contents().isEmpty)
    }
}
