// The process-wide library of the default fonts, loaded once.

extension FontLibrary {
    /// The outcome of loading the default folder (`defaultDirectory()`), computed once, on first
    /// use, by Swift's thread-safe lazy initialisation of a static.
    private static let sharedLoad: Result<FontLibrary, FontError> = Result { () throws(FontError) -> FontLibrary in
        try FontLibrary(additionalDirectories: [])
    }

    /// The library of the default fonts (`Fonts/`, or `$CONTROLKIT_FONT_DIR`), shared by every
    /// caller in the process: the faces are parsed once and the glyph cache is shared.
    ///
    /// - Throws: the `FontError` of the first and only load attempt (a missing folder, a corrupt
    ///   file); every later call throws the same error again.
    public static func shared() throws(FontError) -> FontLibrary {
        try sharedLoad.get()
    }
}
