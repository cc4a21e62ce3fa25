import ArgumentParser
import ControlKit

// Enum options read straight into their types, so `--help` lists the valid values from the
// type and a bad value is a usage error naming them.

extension Appearance: ExpressibleByArgument {}
extension Placement: ExpressibleByArgument {}
extension Design: ExpressibleByArgument {}
extension RecordMode: ExpressibleByArgument {}

/// `controlkit diff --mode`.
enum ComparisonModeName: String, ExpressibleByArgument, CaseIterable {
    case exact, pixelmatch, perceptual
}

/// A colour in ControlKit's one syntax (`#RRGGBB`, `#RRGGBBAA`, a system colour name), or
/// pixelmatch's `R,G,B` for the diff colours.
struct ColorArgument: ExpressibleByArgument {
    let value: ColorValue

    init?(argument: String) {
        if let v = try? ColorValue(parsing: argument) {
            value = v
            return
        }
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { UInt8($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 3, let r = parts[0], let g = parts[1], let b = parts[2] else { return nil }
        value = .rgba(Color(r: r, g: g, b: b))
    }

    static var defaultCompletionKind: CompletionKind { .default }
}

/// A number in a closed range, checked when parsed so `--help` and the error say the range.
struct UnitInterval: ExpressibleByArgument {
    let value: Double
    init?(argument: String) {
        guard let v = Double(argument), v.isFinite, (0 ... 1).contains(v) else { return nil }
        value = v
    }
}

import Foundation
