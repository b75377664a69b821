import ArchitectCore
import ArchitectProject

/// What `mvvm-conc-repo-sendable` and `mvvm-conc-network-sendable` ask of the project index: whether
/// a class could be marked `Sendable` as it stands and is not yet.
enum SendableCandidates {
    /// Standard types that are `Sendable` on every supported SDK.
    static let sendableTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Double", "Float", "CGFloat", "Bool", "Decimal", "TimeInterval", "URL", "URLRequest", "URLSession",
        "URLComponents", "UUID", "Date", "Data", "Locale", "TimeZone", "Calendar", "Duration",
    ]

    /// Name beginnings of test doubles and preview stand-ins.
    static let standInPrefixes = ["Mock", "Mocked", "Stub", "Fake", "Spy", "Preview", "Dummy"]

    /// Attributes that leave a class alone: none but availability.
    static let neutralAttributes: Set<String> = ["available", "frozen"]

    /// Whether `name` conforms to `Sendable`, itself or through a project protocol that refines it.
    static func isSendable(_ name: String, in project: ProjectIndex, seen: inout Set<String>) -> Bool {
        guard seen.insert(name).inserted else { return false }
        if sendableTypes.contains(name) || name == "Sendable" { return true }
        let declarations = project.declarations(of: name)
        let inherited = declarations.flatMap(\.type.inherited) + project.extensions(of: name).flatMap(\.extensionSummary.inherited)
        if inherited.contains("Sendable") || declarations.contains(where: { $0.type.kind == .actor }) { return true }
        if declarations.contains(where: { $0.type.attributes.contains("MainActor") }) { return true }
        for parent in inherited where project.kind(of: parent) == .protocol {
            if isSendable(parent, in: project, seen: &seen) { return true }
        }
        // An internal struct or enum whose members are Sendable is Sendable without saying so.
        if let only = declarations.first, declarations.count == 1, only.type.kind == .struct || only.type.kind == .enum,
           !only.type.modifiers.contains("public"), !only.type.modifiers.contains("open") {
            return only.type.properties.filter { $0.isStored && !$0.isStatic }.allSatisfy { property in
                guard let type = property.plainTypeName else { return false }
                return isSendable(type, in: project, seen: &seen)
            }
        }
        return false
    }

    /// Whether a class, as declared, could conform to `Sendable` but does not: outside tests and
    /// `#if DEBUG`, no stand-in name, no attribute (no global actor, no `@Observable`), no superclass
    /// the index can see or might be one (an `NS…` name, a project class), every stored instance
    /// property a `let` of a visibly Sendable type, and no `Sendable` from itself or its protocols.
    static func canBecomeSendable(_ entry: ProjectIndex.TypeEntry, in project: ProjectIndex) -> Bool {
        let type = entry.type
        guard type.kind == .class, !entry.placement.isTestFile, !type.isDebugOnly,
              !standInPrefixes.contains(where: { type.name.hasPrefix($0) }),
              type.attributes.allSatisfy(neutralAttributes.contains),
              project.declarations(of: type.name).count == 1 else { return false }
        let inherited = type.inherited + project.extensions(of: type.name).flatMap(\.extensionSummary.inherited)
        if inherited.contains(where: { $0.hasPrefix("NS") || $0.hasPrefix("UI") || project.kind(of: $0) == .class }) { return false }
        var seen: Set<String> = []
        if isSendable(type.name, in: project, seen: &seen) { return false }
        for property in type.properties where property.isStored && !property.isStatic {
            guard property.isLet, property.attributes.isEmpty else { return false }
            guard let typeName = property.plainTypeName ?? property.initializerCallee else { return false }
            var seenProperty: Set<String> = []
            guard isSendable(typeName, in: project, seen: &seenProperty) else { return false }
        }
        return true
    }

    /// Whether any project type names `name` as its superclass.
    static func isSubclassed(_ name: String, in project: ProjectIndex) -> Bool {
        project.allTypes.contains { $0.type.kind == .class && $0.type.inherited.first == name }
    }
}
