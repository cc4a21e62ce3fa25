import Raster
import Testing

/// Builds the expected path by hand, through the same primitive calls a correct parser makes.
private func path(_ build: (inout Path) -> Void) -> Path {
    var p = Path()
    build(&p)
    return p
}

private func P(_ x: Float, _ y: Float) -> Point { Point(x, y) }

@Suite struct SVGPathParserTests {
    // MARK: Commands

    @Test func everyAbsoluteCommand() throws {
        let parsed = try Path(svgPathData: "M1 2 L3 4 H5 V6 C7 8 9 10 11 12 S13 14 15 16 Q17 18 19 20 T21 22 Z")
        let expected = path { p in
            p.move(to: P(1, 2))
            p.line(to: P(3, 4))
            p.line(to: P(5, 4))
            p.line(to: P(5, 6))
            p.cubic(control1: P(7, 8), control2: P(9, 10), to: P(11, 12))
            // S reflects (9, 10) about (11, 12).
            p.cubic(control1: P(13, 14), control2: P(13, 14), to: P(15, 16))
            p.quad(control: P(17, 18), to: P(19, 20))
            // T reflects (17, 18) about (19, 20).
            p.quad(control: P(21, 22), to: P(21, 22))
            p.close()
        }
        #expect(parsed == expected)
    }

    @Test func everyRelativeCommand() throws {
        let parsed = try Path(svgPathData: "m1 2 l2 2 h2 v2 c1 1 2 2 3 3 s1 1 2 2 q1 1 2 0 t2 0 z")
        let expected = path { p in
            p.move(to: P(1, 2))
            p.line(to: P(3, 4))
            p.line(to: P(5, 4))
            p.line(to: P(5, 6))
            p.cubic(control1: P(6, 7), control2: P(7, 8), to: P(8, 9))
            // Reflection of (7, 8) about (8, 9) is (9, 10); s's own points are relative to (8, 9).
            p.cubic(control1: P(9, 10), control2: P(9, 10), to: P(10, 11))
            p.quad(control: P(11, 12), to: P(12, 11))
            // Reflection of (11, 12) about (12, 11) is (13, 10).
            p.quad(control: P(13, 10), to: P(14, 11))
            p.close()
        }
        #expect(parsed == expected)
    }

    @Test func relativeArcMatchesAbsoluteArc() throws {
        let relative = try Path(svgPathData: "M10 10 a5 5 0 0 1 10 0")
        let absolute = try Path(svgPathData: "M10 10 A5 5 0 0 1 20 10")
        #expect(relative == absolute)
        #expect(relative.currentPoint == P(20, 10))
    }

    // MARK: Implicit repeats

    @Test func pairsAfterMoveAreLines() throws {
        #expect(try Path(svgPathData: "M1 1 2 2 3 3") == path { p in
            p.move(to: P(1, 1)); p.line(to: P(2, 2)); p.line(to: P(3, 3))
        })
        #expect(try Path(svgPathData: "m1 1 2 2 3 3") == path { p in
            p.move(to: P(1, 1)); p.line(to: P(3, 3)); p.line(to: P(6, 6))
        })
    }

    @Test func otherCommandsRepeat() throws {
        #expect(try Path(svgPathData: "M0 0 H1 2 3") == path { p in
            p.move(to: P(0, 0)); p.line(to: P(1, 0)); p.line(to: P(2, 0)); p.line(to: P(3, 0))
        })
        #expect(try Path(svgPathData: "M0 0 h1 2 3 v1,1") == path { p in
            p.move(to: P(0, 0)); p.line(to: P(1, 0)); p.line(to: P(3, 0)); p.line(to: P(6, 0))
            p.line(to: P(6, 1)); p.line(to: P(6, 2))
        })
        #expect(try Path(svgPathData: "M0 0 q1 1 2 0 1 1 2 0") == path { p in
            p.move(to: P(0, 0)); p.quad(control: P(1, 1), to: P(2, 0)); p.quad(control: P(3, 1), to: P(4, 0))
        })
    }

    // MARK: Reflection rules

    @Test func smoothCubicAfterNonCubicUsesCurrentPoint() throws {
        let afterLine = try Path(svgPathData: "M0 0 L10 0 S20 10 30 0")
        #expect(afterLine.elements.last == .cubic(P(10, 0), P(20, 10), P(30, 0)))
        let afterQuad = try Path(svgPathData: "M0 0 Q5 5 10 0 S20 10 30 0")
        #expect(afterQuad.elements.last == .cubic(P(10, 0), P(20, 10), P(30, 0)))
        let afterClose = try Path(svgPathData: "M0 0 C1 1 2 2 3 3 Z S20 10 30 0")
        #expect(afterClose.elements.last == .cubic(P(0, 0), P(20, 10), P(30, 0)))
    }

    @Test func smoothQuadAfterNonQuadUsesCurrentPoint() throws {
        let afterCubic = try Path(svgPathData: "M0 0 C1 1 2 2 3 3 T5 5")
        #expect(afterCubic.elements.last == .quad(P(3, 3), P(5, 5)))
        let afterLine = try Path(svgPathData: "M0 0 L4 0 T8 0")
        #expect(afterLine.elements.last == .quad(P(4, 0), P(8, 0)))
    }

    @Test func smoothChainsReflectTheReflectedPoint() throws {
        let chain = try Path(svgPathData: "M0 0 Q1 1 2 0 T4 0 T6 0")
        // (1, 1) about (2, 0) → (3, −1); then (3, −1) about (4, 0) → (5, 1).
        #expect(Array(chain.elements.suffix(2)) == [.quad(P(3, -1), P(4, 0)), .quad(P(5, 1), P(6, 0))])
        let cubics = try Path(svgPathData: "M0 0 C0 1 1 2 2 2 S4 4 4 6 s1 1 2 2")
        // (1, 2) about (2, 2) → (3, 2); then (4, 4) about (4, 6) → (4, 8).
        #expect(Array(cubics.elements.suffix(2)) == [.cubic(P(3, 2), P(4, 4), P(4, 6)), .cubic(P(4, 8), P(5, 7), P(6, 8))])
    }

    // MARK: Close and the current point

    @Test func relativeCommandAfterCloseStartsAtSubpathStart() throws {
        let parsed = try Path(svgPathData: "M10 10 l5 0 l0 5 z l1 1")
        let expected = path { p in
            p.move(to: P(10, 10)); p.line(to: P(15, 10)); p.line(to: P(15, 15)); p.close()
            p.move(to: P(10, 10)); p.line(to: P(11, 11))
        }
        #expect(parsed == expected)
        let moved = try Path(svgPathData: "m10 10 l5 0 z m1 1 l1 0")
        #expect(Array(moved.elements.suffix(2)) == [.move(P(11, 11)), .line(P(12, 11))])
    }

    // MARK: Arc flags

    @Test func arcFlagsNeedNoSeparators() throws {
        let spaced = try Path(svgPathData: "M0 0 a1 1 0 0 0 1 1")
        #expect(try Path(svgPathData: "M0 0 a1 1 0 00 1 1") == spaced)
        #expect(try Path(svgPathData: "M0 0a1 1 0 001 1") == spaced)
        #expect(try Path(svgPathData: "M0 0 a1,1,0,0,0,1,1") == spaced)
        let large = try Path(svgPathData: "M0 0 a1 1 0 1 1 1 1")
        #expect(try Path(svgPathData: "M0 0 a1 1 0 111 1") == large)
        #expect(large != spaced, "the flags must change the arc")
    }

    @Test func arcFlagMustBeZeroOrOne() {
        let (_, error) = SVGPathParser.parse("M0 0 A1 1 0 2 0 3 3")
        #expect(error == SVGPathError(offset: 12, expected: .flag, found: .character("2"), command: "A"))
    }

    // MARK: Numbers

    @Test func oddNumberForms() throws {
        #expect(try Path(svgPathData: "M1.5.5").points == [P(1.5, 0.5)])
        #expect(try Path(svgPathData: "M-.5e-3 1e2").points == [P(-0.0005, 100)])
        #expect(try Path(svgPathData: "M+3 4 10-5").points == [P(3, 4), P(10, -5)])
        #expect(try Path(svgPathData: "M1e2.5").points == [P(100, 0.5)])
        #expect(try Path(svgPathData: "M1E+2-0").points == [P(100, 0)])
        #expect(try Path(svgPathData: "M5. 6.").points == [P(5, 6)])
        #expect(try Path(svgPathData: "M-1-2-3-4").points == [P(-1, -2), P(-3, -4)])
        #expect(try Path(svgPathData: "M0.1.2.3.4").points == [P(0.1, 0.2), P(0.3, 0.4)])
    }

    @Test func separatorsAreCommasAndWhitespace() throws {
        let expected = path { p in p.move(to: P(1, 2)); p.line(to: P(3, 4)) }
        #expect(try Path(svgPathData: "M 1 , 2 L\t3\n4") == expected)
        #expect(try Path(svgPathData: " \r\n\u{0C}M1,2L3,4 ") == expected)
        #expect(try Path(svgPathData: "M1 2,3 4") == expected)
    }

    @Test func emptyDataIsEmptyPath() throws {
        #expect(SVGPathParser.parse("").path.isEmpty)
        #expect(SVGPathParser.parse("").error == nil)
        #expect(SVGPathParser.parse(" \t\n").error == nil)
        #expect(try Path(svgPathData: "").isEmpty)
    }

    // MARK: Errors

    @Test func errorNamesOffsetExpectationAndFinding() {
        let (partial, error) = SVGPathParser.parse("M 10 20 L 30 x")
        #expect(error == SVGPathError(offset: 13, expected: .number, found: .character("x"), command: "L"))
        #expect(error?.description == "offset 13: expected a number after 'L', found 'x'")
        #expect(partial.elements == [.move(P(10, 20))], "the incomplete L is dropped, the M kept")
    }

    @Test func errorKeepsEverySegmentBeforeIt() {
        let (partial, error) = SVGPathParser.parse("M1 2 L3 4 Q5 6 7 8 L5")
        #expect(error?.offset == 21)
        #expect(error?.found == .endOfData)
        #expect(partial.elements == [.move(P(1, 2)), .line(P(3, 4)), .quad(P(5, 6), P(7, 8))])
    }

    @Test func dataMustStartWithMove() {
        let (partial, error) = SVGPathParser.parse("  L1 2")
        #expect(error == SVGPathError(offset: 2, expected: .moveTo, found: .character("L"), command: nil))
        #expect(error?.description == "offset 2: expected 'M' or 'm' at the start, found 'L'")
        #expect(partial.isEmpty)
    }

    @Test func errorCases() {
        let cases: [(String, SVGPathError)] = [
            ("M1 2 x", SVGPathError(offset: 5, expected: .commandOrNumber, found: .character("x"), command: "L")),
            ("M1 2 Z 3", SVGPathError(offset: 7, expected: .command, found: .character("3"), command: "Z")),
            ("M1 2 L3 4,", SVGPathError(offset: 10, expected: .number, found: .endOfData, command: "L")),
            ("M1 2 L3 4, L5 6", SVGPathError(offset: 11, expected: .number, found: .character("L"), command: "L")),
            ("M1 2 L3", SVGPathError(offset: 7, expected: .number, found: .endOfData, command: "L")),
            ("M1 2 L-", SVGPathError(offset: 7, expected: .number, found: .endOfData, command: "L")),
            ("M1 2 L.e", SVGPathError(offset: 7, expected: .number, found: .character("e"), command: "L")),
            ("M1 2 L,3 4", SVGPathError(offset: 6, expected: .number, found: .character(","), command: "L")),
            ("M1 2 L3 é", SVGPathError(offset: 8, expected: .number, found: .character("é"), command: "L")),
            ("M1 2 é", SVGPathError(offset: 5, expected: .commandOrNumber, found: .character("é"), command: "L")),
            ("M1 2 L3 1e", SVGPathError(offset: 9, expected: .commandOrNumber, found: .character("e"), command: "L")),
        ]
        for (d, expected) in cases {
            let error = SVGPathParser.parse(d).error
            #expect(error == expected, "\(d)")
            #expect((error?.offset ?? -1) <= d.utf8.count)
        }
    }

    @Test func errorReportsTheWholeScalarAtItsByteOffset() {
        let (_, error) = SVGPathParser.parse("M1 2 L3 \u{1F600}")
        #expect(error?.offset == 8)
        #expect(error?.found == .character("\u{1F600}"))
        let (_, later) = SVGPathParser.parse("M1 2 L\u{00A0}3 4")
        #expect(later?.offset == 6, "a no-break space is not SVG whitespace")
        #expect(later?.found == .character("\u{00A0}"))
    }

    @Test func invalidUTF8BytesAreReportedNotTrusted() {
        let bytes: [UInt8] = Array("M1 2 L".utf8) + [0xFF, 0x31]
        let error = bytes.withUnsafeBufferPointer { SVGPathParser.parse(utf8: $0).error }
        #expect(error == SVGPathError(offset: 6, expected: .number, found: .character("\u{FFFD}"), command: "L"))
    }

    @Test func nonFiniteNumberIsAnError() {
        let (partial, error) = SVGPathParser.parse("M0 0 L1e999 2")
        #expect(error == SVGPathError(offset: 6, expected: .finiteNumber, found: .number("1e999"), command: "L"))
        #expect(error?.description == "offset 6: expected a finite number after 'L', found '1e999'")
        #expect(partial.elements == [.move(P(0, 0))])
        #expect(SVGPathParser.parse("M-1e39 0").error?.expected == .finiteNumber)
        #expect(SVGPathParser.parse("M1e99999999999999999999 0").error?.offset == 1)
    }

    @Test func throwingInitializerThrowsTheError() {
        #expect(throws: SVGPathError(offset: 13, expected: .number, found: .character("x"), command: "L")) {
            try Path(svgPathData: "M 10 20 L 30 x")
        }
    }
}
