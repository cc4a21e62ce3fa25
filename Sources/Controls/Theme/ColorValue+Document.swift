import Documents

extension DocumentNode {
    /// A colour as users write it everywhere (`ColorValue`'s syntax), or an error naming the field.
    public func colorValue() throws(Diagnostic) -> ColorValue {
        let text = try string()
        do { return try ColorValue(parsing: text) } catch { throw self.error(error.description) }
    }
}
