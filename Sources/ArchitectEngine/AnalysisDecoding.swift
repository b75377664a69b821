import ArchitectCore
import ArchitectProject
import ArchitectSyntax

/// Reads a stored `FileAnalysis` by hand: the same bytes `CompactCoding` writes for it, without
/// `Decodable`'s generic containers, which made decoding the summaries most of a warm run.
///
/// The summaries are read field by field in declaration order (the order the synthesised
/// `encode(to:)` writes them); an optional or defaulted field that is not next is absent. The
/// small, rare parts (findings, suppressions, an environment fact's value) still go through
/// `Decodable`. Anything unexpected throws, and the cache then treats the entry as missing.
enum AnalysisDecoding {
    /// The analysis stored in `bytes` (all of them), with the field names of `keys`.
    static func analysis(from bytes: UnsafeRawBufferPointer, keys: CompactKeys) throws -> FileAnalysis {
        let decoder = CompactDecoder(bytes: bytes, keys: keys)
        var fields = try Fields(decoder)
        let findings = try fields.take("findings") ? try decoder.read([Finding].self) : []
        guard try fields.take("suppressions") else { throw decoder.failure("no suppressions") }
        let suppressions = try decoder.read(SuppressionMap.self)
        let summary = try fields.take("summary") ? try summary(decoder) : nil
        try fields.end()
        guard decoder.offset == bytes.count else { throw decoder.failure("trailing bytes") }
        return FileAnalysis(findings: findings, suppressions: suppressions, summary: summary)
    }

    /// A keyed container's entries, read in the order they were written.
    struct Fields {
        let decoder: CompactDecoder
        var remaining: Int

        init(_ decoder: CompactDecoder) throws {
            self.decoder = decoder
            remaining = try decoder.readCount()
        }

        /// Whether the next entry is the field `name` with a value; its key is then read past.
        mutating func take(_ name: String) throws -> Bool {
            guard remaining > 0 else { return false }
            let start = decoder.offset
            let raw = try decoder.readUnsigned()
            let number = Int(clamping: raw >> 1)
            guard raw & 1 == 0, number < decoder.keys.names.count, decoder.keys.names[number] == name else {
                decoder.offset = start
                return false
            }
            remaining -= 1
            return true
        }

        /// Reads past the key of a field that must be next.
        mutating func require(_ name: String) throws {
            guard try take(name) else { throw decoder.failure("field '\(name)' is not next") }
        }

        mutating func string(_ name: String) throws -> String { try require(name); return try decoder.readString() }
        mutating func optionalString(_ name: String) throws -> String? { try take(name) ? try decoder.readString() : nil }
        mutating func bool(_ name: String) throws -> Bool { try require(name); return try decoder.readBool() }
        mutating func optionalBool(_ name: String) throws -> Bool { try take(name) ? try decoder.readBool() : false }
        mutating func int(_ name: String) throws -> Int { try require(name); return try decoder.readInteger(Int.self) }
        mutating func strings(_ name: String) throws -> [String] { try take(name) ? try AnalysisDecoding.strings(decoder) : [] }
        mutating func point(_ name: String) throws -> SourcePoint { try require(name); return try AnalysisDecoding.point(decoder) }
        mutating func optionalPoint(_ name: String) throws -> SourcePoint? { try take(name) ? try AnalysisDecoding.point(decoder) : nil }

        /// A list of values each read by `element`.
        mutating func list<Element>(_ name: String, _ element: (CompactDecoder) throws -> Element) throws -> [Element] {
            guard try take(name) else { return [] }
            return try AnalysisDecoding.list(decoder, element)
        }

        /// A single value written as a raw-value enum (a tag byte and its string).
        mutating func raw(_ name: String) throws -> String {
            try require(name)
            guard try decoder.readByte() == 1 else { throw decoder.failure("a value was expected") }
            return try decoder.readString()
        }

        /// Fails unless every entry was read.
        func end() throws {
            guard remaining == 0 else { throw decoder.failure("unread fields") }
        }
    }

    static func list<Element>(_ decoder: CompactDecoder, _ element: (CompactDecoder) throws -> Element) throws -> [Element] {
        let count = try decoder.readCount()
        guard count <= decoder.bytes.count - decoder.offset else { throw decoder.failure("list too long") }
        var items: [Element] = []
        items.reserveCapacity(count)
        for _ in 0..<count { items.append(try element(decoder)) }
        return items
    }

    static func strings(_ decoder: CompactDecoder) throws -> [String] {
        try list(decoder) { decoder in
            guard try decoder.readByte() == 1 else { throw decoder.failure("a value was expected") }
            return try decoder.readString()
        }
    }

    static func point(_ decoder: CompactDecoder) throws -> SourcePoint {
        var fields = try Fields(decoder)
        let point = SourcePoint(line: try fields.int("line"), column: try fields.int("column"))
        try fields.end()
        return point
    }

    static func summary(_ decoder: CompactDecoder) throws -> FileSummary {
        var fields = try Fields(decoder)
        let path = try fields.string("path")
        let imports = try fields.list("imports") { decoder in
            var fields = try Fields(decoder)
            let item = ImportSummary(module: try fields.string("module"), testable: try fields.bool("testable"), at: try fields.point("location"))
            try fields.end()
            return item
        }
        let types = try fields.list("types", type)
        let extensions = try fields.list("extensions") { decoder in
            var fields = try Fields(decoder)
            let item = ExtensionSummary(extendedType: try fields.string("extendedType"), inherited: try fields.strings("inherited"),
                                        methods: try fields.strings("methods"), at: try fields.point("location"),
                                        staticProperties: try fields.strings("staticProperties"))
            try fields.end()
            return item
        }
        var summary = FileSummary(path: path, imports: imports, types: types, extensions: extensions, hasMainAttribute: try fields.bool("hasMainAttribute"))
        summary.singletonUses = try fields.list("singletonUses") { decoder in
            var fields = try Fields(decoder)
            let item = SingletonUse(typeName: try fields.string("typeName"), member: try fields.string("member"), user: try fields.string("user"),
                                    line: try fields.int("line"), column: try fields.int("column"),
                                    providesEnvironment: try fields.optionalBool("providesEnvironment"))
            try fields.end()
            return item
        }
        summary.memberReferences = try fields.list("memberReferences") { decoder in
            var fields = try Fields(decoder)
            let item = MemberReference(kind: try fields.string("kind"), typeName: try fields.optionalString("typeName"), member: try fields.string("member"),
                                       callee: try fields.optionalString("callee"), label: try fields.optionalString("label"),
                                       line: try fields.int("line"), column: try fields.int("column"))
            try fields.end()
            return item
        }
        summary.environmentFacts = try fields.list("environmentFacts", environmentFact)
        summary.typeAliases = try fields.list("typeAliases") { decoder in
            var fields = try Fields(decoder)
            let item = TypeAliasSummary(named: try fields.string("name"), target: try fields.optionalString("target"))
            try fields.end()
            return item
        }
        try fields.end()
        return summary
    }

    static func type(_ decoder: CompactDecoder) throws -> TypeSummary {
        var fields = try Fields(decoder)
        let rawKind = try fields.raw("kind")
        guard let kind = TypeSummary.Kind(rawValue: rawKind) else { throw decoder.failure("unknown kind '\(rawKind)'") }
        let item = TypeSummary(kind: kind, name: try fields.string("name"), enclosingTypes: try fields.strings("enclosingTypes"),
                               inherited: try fields.strings("inherited"), attributes: try fields.strings("attributes"),
                               modifiers: try fields.strings("modifiers"), properties: try fields.list("properties", property),
                               methods: try fields.strings("methods"), at: try fields.point("location"), isDebugOnly: try fields.bool("isDebugOnly"),
                               initializers: try fields.list("initializers", initializer))
        try fields.end()
        return item
    }

    static func property(_ decoder: CompactDecoder) throws -> PropertySummary {
        var fields = try Fields(decoder)
        let item = PropertySummary(name: try fields.string("name"), typeText: try fields.string("typeText"), attributes: try fields.strings("attributes"),
                                   isLet: try fields.bool("isLet"), isStored: try fields.bool("isStored"), isStatic: try fields.bool("isStatic"),
                                   initializerText: try fields.optionalString("initializerText"), at: try fields.point("location"),
                                   typeLocation: try fields.optionalPoint("typeLocation"), typeName: try fields.optionalString("typeName"),
                                   initializerCallee: try fields.optionalString("initializerCallee"), modifiers: try fields.strings("modifiers"),
                                   plainTypeName: try fields.optionalString("plainTypeName"))
        try fields.end()
        return item
    }

    static func initializer(_ decoder: CompactDecoder) throws -> InitializerSummary {
        var fields = try Fields(decoder)
        let parameters = try fields.list("parameters") { decoder in
            var fields = try Fields(decoder)
            let item = ParameterSummary(label: try fields.string("label"), name: try fields.string("name"), typeText: try fields.string("typeText"),
                                        at: try fields.point("typeLocation"), typeName: try fields.optionalString("typeName"),
                                        defaultText: try fields.optionalString("defaultText"))
            try fields.end()
            return item
        }
        let item = InitializerSummary(parameters: parameters, at: try fields.point("location"))
        try fields.end()
        return item
    }

    static func environmentFact(_ decoder: CompactDecoder) throws -> EnvironmentFact {
        var fields = try Fields(decoder)
        let rawKind = try fields.raw("kind")
        guard let kind = EnvironmentFact.Kind(rawValue: rawKind) else { throw decoder.failure("unknown fact '\(rawKind)'") }
        let name = try fields.string("name")
        let value = try fields.take("value") ? try decoder.read(EnvironmentFact.Value.self) : nil
        let item = EnvironmentFact(kind: kind, name: name, value: value, mechanism: try fields.string("mechanism"), owner: try fields.string("owner"),
                                   function: try fields.string("function"), inExtension: try fields.bool("inExtension"),
                                   preview: try fields.string("preview"), debugOnly: try fields.bool("debugOnly"),
                                   line: try fields.int("line"), column: try fields.int("column"))
        try fields.end()
        return item
    }
}
