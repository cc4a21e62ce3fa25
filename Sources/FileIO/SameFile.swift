#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Whether two paths name one file: how a command refuses to write its output over one of its
/// inputs (`controlkit scene x.json -o x.json`).
public enum SameFile {
    /// True when `a` and `b` are the same file: the same device and inode when both exist
    /// (which sees through `./`, `..`, symbolic and hard links), else the same absolute path.
    public static func check(_ a: String, _ b: String) -> Bool {
        var sa = stat(), sb = stat()
        if stat(a, &sa) == 0, stat(b, &sb) == 0 { return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino }
        return absolute(a) == absolute(b)
    }

    /// The first of `inputs` that `output` would overwrite, if any.
    public static func overwrittenInput(by output: String, inputs: [String]) -> String? {
        inputs.first { check($0, output) }
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
