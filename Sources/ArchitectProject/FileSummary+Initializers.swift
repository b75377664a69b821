// Public initializers of the summary types, field for field, for readers outside this module
// (the analysis cache builds summaries straight from its stored bytes). Written in extensions,
// so the memberwise initializers this module uses stay as they are.

extension ImportSummary {
    public init(module: String, testable: Bool, at location: SourcePoint) {
        self.init(module: module, testable: testable, location: location)
    }
}

extension PropertySummary {
    public init(name: String, typeText: String, attributes: [String], isLet: Bool, isStored: Bool, isStatic: Bool,
                initializerText: String?, at location: SourcePoint, typeLocation: SourcePoint?, typeName: String?,
                initializerCallee: String?, modifiers: [String], plainTypeName: String?) {
        self.init(name: name, typeText: typeText, attributes: attributes, isLet: isLet, isStored: isStored, isStatic: isStatic,
                  initializerText: initializerText, location: location, typeLocation: typeLocation, typeName: typeName,
                  initializerCallee: initializerCallee, modifiers: modifiers, plainTypeName: plainTypeName)
    }
}

extension ParameterSummary {
    public init(label: String, name: String, typeText: String, at typeLocation: SourcePoint, typeName: String?, defaultText: String?) {
        self.init(label: label, name: name, typeText: typeText, typeLocation: typeLocation, typeName: typeName, defaultText: defaultText)
    }
}

extension InitializerSummary {
    public init(parameters: [ParameterSummary], at location: SourcePoint) {
        self.init(parameters: parameters, location: location)
    }
}

extension TypeSummary {
    public init(kind: Kind, name: String, enclosingTypes: [String], inherited: [String], attributes: [String], modifiers: [String],
                properties: [PropertySummary], methods: [String], at location: SourcePoint, isDebugOnly: Bool,
                initializers: [InitializerSummary]) {
        self.init(kind: kind, name: name, enclosingTypes: enclosingTypes, inherited: inherited, attributes: attributes, modifiers: modifiers,
                  properties: properties, methods: methods, location: location, isDebugOnly: isDebugOnly, initializers: initializers)
    }
}

extension ExtensionSummary {
    public init(extendedType: String, inherited: [String], methods: [String], at location: SourcePoint, staticProperties: [String]) {
        self.init(extendedType: extendedType, inherited: inherited, methods: methods, location: location, staticProperties: staticProperties)
    }
}

extension TypeAliasSummary {
    public init(named name: String, target: String?) {
        self.init(name: name, target: target)
    }
}
