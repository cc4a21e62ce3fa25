// The fuzzing binary: Swift's `main` hands the command line to libFuzzer's driver, which calls
// `fuzzOneInput` once per input. Every libFuzzer flag works (`-max_total_time=60`, a corpus
// folder, `-dict=…`, a crash file to replay it).

import CFuzzerDriver
import Foundation
import FuzzTargets

/// The target named by $CONTROLKIT_FUZZ_TARGET, checked before libFuzzer starts.
nonisolated(unsafe) var selectedTarget = FuzzTarget.spec

/// One input, for libFuzzer: never throws, and returns 0 (keep the input if it is new coverage).
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    selectedTarget.run(bytes)
    return 0
}

/// libFuzzer's entry point by its C name. The driver is called with `fuzzOneInput` directly,
/// but a debug build links libFuzzer's own objects whole, and they refer to this symbol.
@_cdecl("LLVMFuzzerTestOneInput")
func llvmFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { fuzzOneInput(data, size) }

@main
enum FuzzMain {
    static func main() {
        let name = ProcessInfo.processInfo.environment["CONTROLKIT_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("controlkit-fuzz: set CONTROLKIT_FUZZ_TARGET to one of: \(names) (Scripts/fuzz.sh does)\n".utf8))
            exit(2)
        }
        selectedTarget = target
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzOneInput(data, size) })
    }
}
