// What the control benchmarks (PageControlBenchmark, DatePickerBenchmark) share: timing a
// figure in three stages — layout to a Scene, rasterization, PNG encoding — and printing the
// median and fastest of each, so every control is measured the same way.

import ControlKit
import Foundation

/// Milliseconds per render of each stage, over the timed repetitions.
public struct StageTimes {
    public var layout: [Double] = []
    public var raster: [Double] = []
    public var png: [Double] = []
    /// The PNG sizes added up: printed, so the work cannot be optimised away, and a change in
    /// the picture shows as a change in it.
    public var checksum = 0
}

/// Monotonic nanoseconds.
public func nowNanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Renders `warmup + repetitions` times, each time composing the scene with `compose` (layout),
/// drawing it on a fresh canvas (raster) and encoding it (PNG, `.fast`); the last
/// `repetitions` are timed.
public func timeStages(repetitions: Int, warmup: Int, compose: () -> Scene) -> StageTimes {
    var times = StageTimes()
    for rep in 0 ..< warmup + repetitions {
        let t0 = nowNanoseconds()
        let scene = compose()
        let t1 = nowNanoseconds()
        var canvas = Canvas(width: scene.pixelWidth, height: scene.pixelHeight, background: scene.background)
        scene.drawItems(into: &canvas)
        let t2 = nowNanoseconds()
        let bytes = (try? canvas.pixmap.pngBytes(compression: .fast)) ?? []
        let t3 = nowNanoseconds()
        times.checksum &+= bytes.count
        if rep >= warmup {
            times.layout.append(Double(t1 - t0) / 1e6)
            times.raster.append(Double(t2 - t1) / 1e6)
            times.png.append(Double(t3 - t2) / 1e6)
        }
    }
    return times
}

/// Times drawing `scene` alone on a fresh canvas, `warmup + repetitions` times, the last
/// `repetitions` kept: for where the raster time goes.
public func rasterTimes(of scene: Scene, repetitions: Int, warmup: Int) -> [Double] {
    var times: [Double] = []
    var sink: UInt32 = 0
    for rep in 0 ..< warmup + repetitions {
        let t0 = nowNanoseconds()
        var canvas = Canvas(width: scene.pixelWidth, height: scene.pixelHeight, background: scene.background)
        scene.drawItems(into: &canvas)
        let t1 = nowNanoseconds()
        sink &+= canvas.pixmap.pixels.first ?? 0
        if rep >= warmup { times.append(Double(t1 - t0) / 1e6) }
    }
    if sink == 1 { print("", terminator: "") }
    return times
}

/// "name median M ms   fastest F ms", with `digits` decimals.
public func summary(_ name: String, _ times: [Double], digits: Int = 3) -> String {
    let sorted = times.sorted()
    guard let fastest = sorted.first else { return "\(name): no times" }
    return String(format: "%@ median %.\(digits)f ms   fastest %.\(digits)f ms", name as NSString, sorted[sorted.count / 2], fastest)
}

/// Prints "`heading`, W×H px, N repetitions (checksum C)" for `scene`, then the median and
/// fastest of each stage: how every control benchmark reports `timeStages`.
public func printStages(_ heading: String, scene: Scene, repetitions: Int, _ times: StageTimes, digits: Int = 3) {
    print("\(heading), \(scene.pixelWidth)×\(scene.pixelHeight) px, \(repetitions) repetitions (checksum \(times.checksum))")
    print(summary("layout", times.layout, digits: digits))
    print(summary("raster", times.raster, digits: digits))
    print(summary("png", times.png, digits: digits))
}
