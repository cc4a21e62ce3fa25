// A JSON document walked with its path, so every error can name the field it is about.

import Foundation

/// A value in a decoded JSON document and the path that reached it (`items[3].fill`).
struct JSONField {
    let value: Any
    let path: String

    /// Parses `bytes` as JSON. Malformed JSON is a `SceneError` on the document.
    static func parse(_ bytes: [UInt8]) throws(SceneError) -> JSONField {
        do {
            let v = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            return JSONField(value: v, path: "")
        } catch {
            throw SceneError(field: "", "malformed JSON: \((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)")")
        }
    }

    func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func error(_ message: String) -> SceneError { SceneError(field: path, message) }

    var typeName: String {
        switch value {
        case is NSNull: "null"
        case is String: "a string"
        case is [Any]: "an array"
        case is [String: Any]: "an object"
        // JSONSerialization gives booleans as NSNumber with the objCType of a C char.
        case let n as NSNumber where String(cString: n.objCType) == "c": "a boolean"
        case is NSNumber: "a number"
        default: "an unknown value"
        }
    }

    func object() throws(SceneError) -> [String: Any] {
        guard let o = value as? [String: Any] else { throw error("expected an object, found \(typeName)") }
        return o
    }

    func array() throws(SceneError) -> [JSONField] {
        guard let a = value as? [Any] else { throw error("expected an array, found \(typeName)") }
        return a.enumerated().map { JSONField(value: $0.element, path: "\(path)[\($0.offset)]") }
    }

    func string() throws(SceneError) -> String {
        guard let s = value as? String else { throw error("expected a string, found \(typeName)") }
        return s
    }

    /// A finite number. JSON has no NaN or infinity, but 1e999 decodes to infinity.
    func number() throws(SceneError) -> Double {
        guard !(value is String), typeName == "a number", let n = value as? NSNumber else {
            throw error("expected a number, found \(typeName)")
        }
        let d = n.doubleValue
        guard d.isFinite else { throw error("\(d) is not a finite number") }
        return d
    }

    func float() throws(SceneError) -> Float {
        let d = try number()
        guard abs(d) <= Double(Float.greatestFiniteMagnitude) else { throw error("\(d) is too large") }
        return Float(d)
    }

    func integer(in range: ClosedRange<Int>) throws(SceneError) -> Int {
        let d = try number()
        guard d == d.rounded(), d >= Double(range.lowerBound), d <= Double(range.upperBound) else {
            throw error("expected a whole number in \(range.lowerBound)...\(range.upperBound), found \(d)")
        }
        return Int(d)
    }

    func bool() throws(SceneError) -> Bool {
        guard typeName == "a boolean", let n = value as? NSNumber else { throw error("expected true or false, found \(typeName)") }
        return n.boolValue
    }
}

/// Reading the members of one JSON object: required and optional fields, and a check that no
/// unknown key slipped in (a misspelt `opactiy` should not be silently ignored).
struct JSONObject {
    let field: JSONField
    let members: [String: Any]

    init(_ field: JSONField) throws(SceneError) {
        self.field = field
        members = try field.object()
    }

    func has(_ key: String) -> Bool { members[key] != nil }

    func optional(_ key: String) -> JSONField? {
        members[key].map { JSONField(value: $0, path: field.child(key)) }
    }

    func required(_ key: String) throws(SceneError) -> JSONField {
        guard let v = optional(key) else { throw SceneError(field: field.child(key), "is required") }
        return v
    }

    /// Throws on the first key (in sorted order, so the message is stable) not in `known`.
    func rejectUnknownKeys(_ known: Set<String>) throws(SceneError) {
        for key in members.keys.sorted() where !known.contains(key) {
            throw SceneError(field: field.child(key), "unknown field (expected one of: \(known.sorted().joined(separator: ", ")))")
        }
    }
}
