/// One `"key" = "value";` pair of a strings file, with where its key is written.
///
/// Lines and columns are 1-based; a column counts the UTF-8 bytes of the decoded text from the
/// start of the line, as `Finding` does, whatever the file's encoding (UTF-8 or UTF-16).
public struct StringsEntry: Sendable, Equatable {
    /// The key, with its escapes resolved.
    public let key: String
    /// The value, with its escapes resolved (the key itself for a `"key";` entry).
    public let value: String
    /// 1-based line of the key.
    public let line: Int
    /// 1-based column of the key.
    public let column: Int

    public init(key: String, value: String, line: Int, column: Int) {
        self.key = key
        self.value = value
        self.line = line
        self.column = column
    }
}
