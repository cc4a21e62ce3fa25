// Renders a segmented control to the PNG named on the command line, as an app's asset script
// would: `swift run consumer-figure tabs.png`.
import ControlKit
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 2, arguments[1].hasSuffix(".png") else {
    print("usage: consumer-figure OUTPUT.png")
    exit(2)
}
do {
    let tabs = try SegmentedControl(segments: ["Day", "Week", "Month"], selectedSegment: 1).render(scale: 3)
    try tabs.writePNG(to: arguments[1])
    print("wrote \(arguments[1]) (\(tabs.width)×\(tabs.height) px)")
} catch {
    print("consumer-figure: \(error)")
    exit(1)
}
