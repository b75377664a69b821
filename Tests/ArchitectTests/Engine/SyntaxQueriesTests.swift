@testable import ArchitectRules
import ArchitectCore
import ArchitectSyntax
import SwiftParser
import SwiftSyntax
import Testing

/// The shared syntax helpers of `SyntaxQueries`, on small sources that show their edge cases.
@Suite("Syntax queries")
struct SyntaxQueriesTests {
    // MARK: - Helpers

    /// Every node of type `T` in `node`, in source order.
    func nodes<T: SyntaxProtocol>(_ type: T.Type, in node: some SyntaxProtocol) -> [T] {
        var result: [T] = []
        func walk(_ current: Syntax) {
            if let match = current.as(T.self) { result.append(match) }
            for child in current.children(viewMode: .sourceAccurate) { walk(child) }
        }
        walk(Syntax(node))
        return result
    }

    /// The struct, class, enum, actor or protocol declared with this name.
    func declaration(_ name: String, in tree: SourceFileSyntax) -> Syntax? {
        nodes(DeclSyntax.self, in: tree).first { declaration in
            !declaration.is(ExtensionDeclSyntax.self) && SyntaxQueries.declaredName(of: declaration) == name
        }.map { Syntax($0) }
    }

    /// The extensions whose extended type is written exactly `name`.
    func extensions(_ name: String, in tree: SourceFileSyntax) -> [ExtensionDeclSyntax] {
        nodes(ExtensionDeclSyntax.self, in: tree).filter { $0.extendedType.trimmedDescription == name }
    }

    /// The calls whose called name is `name`, in source order.
    func calls(_ name: String, in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        nodes(FunctionCallExprSyntax.self, in: node).filter { SyntaxQueries.calledName($0) == name }
    }

    /// The names of the declarations of a member block list.
    func names(_ declarations: [DeclSyntax]) -> [String] {
        declarations.map { declaration in
            if let variable = declaration.as(VariableDeclSyntax.self) { return SyntaxQueries.boundNames(variable).joined(separator: ",") }
            if let function = declaration.as(FunctionDeclSyntax.self) { return function.name.text + "()" }
            if declaration.is(ImportDeclSyntax.self) { return "import" }
            return SyntaxQueries.declaredName(of: declaration) ?? "?"
        }
    }

    /// The expression `source`, parsed as the initial value of a constant.
    func expression(_ source: String) -> ExprSyntax? {
        nodes(InitializerClauseSyntax.self, in: Parser.parse(source: "let v = " + source)).first?.value
    }

    /// The type `source`, parsed as a type annotation.
    func type(_ source: String) -> TypeSyntax? {
        nodes(TypeAnnotationSyntax.self, in: Parser.parse(source: "let v: " + source)).first?.type
    }

    // MARK: - Names and declarations

    @Test func declaredAndQualifiedNames() throws {
        let tree = Parser.parse(source: """
        struct Outer {
            enum Middle { struct Inner {} }
            protocol Delegate {}
        }
        extension Outer.Middle { final class Helper {} }
        extension Array<Int> {}
        """)
        let inner = try #require(declaration("Inner", in: tree))
        #expect(SyntaxQueries.declaredName(of: inner) == "Inner")
        #expect(SyntaxQueries.qualifiedName(of: inner) == "Outer.Middle.Inner")
        #expect(SyntaxQueries.qualifiedName(of: try #require(declaration("Delegate", in: tree))) == "Outer.Delegate")
        #expect(SyntaxQueries.qualifiedName(of: try #require(declaration("Helper", in: tree))) == "Outer.Middle.Helper")
        let arrayExtension = try #require(extensions("Array<Int>", in: tree).first)
        #expect(SyntaxQueries.declaredName(of: arrayExtension) == "Array<Int>")
        #expect(SyntaxQueries.qualifiedName(of: arrayExtension) == "Array<Int>")
        #expect(SyntaxQueries.declaredName(of: try #require(nodes(CodeBlockItemSyntax.self, in: tree).first)) == nil)
    }

    @Test func topLevelDeclarationsIncludeEveryIfConfigClause() {
        let tree = Parser.parse(source: """
        import SwiftUI
        struct A {}
        #if DEBUG
        struct B {}
        #if os(iOS)
        extension A {}
        #endif
        #else
        func c() {}
        #endif
        let d = 1
        print(d)
        """)
        #expect(names(SyntaxQueries.topLevelDeclarations(in: tree)) == ["import", "A", "B", "A", "c()", "d"])
    }

    @Test func memberDeclarationsFlattenNestedIfConfigClauses() throws {
        let tree = Parser.parse(source: """
        struct S {
            let a = 1
            #if DEBUG
            var b = 2
            #if os(iOS)
            func c() {}
            #endif
            #elseif TESTING
            struct D {}
            #endif
            var e: Int { 3 }
        }
        """)
        let structure = try #require(declaration("S", in: tree))
        let block = try #require(SyntaxQueries.memberBlock(of: structure))
        #expect(names(SyntaxQueries.memberDeclarations(of: block)) == ["a", "b", "c()", "D", "e"])
    }

    @Test func typeDeclarationFindsNestedTypesByQualifiedName() {
        let tree = Parser.parse(source: """
        struct Row {}
        enum Screens {
            #if DEBUG
            struct Row {}
            #endif
        }
        extension Screens { final class Model {} }
        protocol Loader {}
        """)
        #expect(SyntaxQueries.typeDeclaration(named: "Row", in: tree).flatMap(SyntaxQueries.qualifiedName(of:)) == "Row")
        #expect(SyntaxQueries.typeDeclaration(named: "Screens.Row", in: tree).flatMap(SyntaxQueries.qualifiedName(of:)) == "Screens.Row")
        #expect(SyntaxQueries.typeDeclaration(named: "Screens . Model", in: tree)?.is(ClassDeclSyntax.self) == true)
        #expect(SyntaxQueries.typeDeclaration(named: "Loader", in: tree) == nil)
        #expect(SyntaxQueries.typeDeclaration(named: "Model", in: tree) == nil)
    }

    @Test func extensionsMatchTheWrittenNameIgnoringWhitespace() {
        let tree = Parser.parse(source: """
        extension Outer.Row {}
        extension Outer .Row: Equatable {}
        extension Row {}
        #if DEBUG
        extension Outer.Row: CustomStringConvertible {}
        #endif
        """)
        let found = SyntaxQueries.extensions(of: "Outer.Row", in: tree)
        #expect(found.count == 3)
        #expect(SyntaxQueries.extensions(of: "Row", in: tree).count == 1)
    }

    @Test func theDeclarationsOfATypeAreItsPrimaryAndItsSameFileExtensions() throws {
        let tree = Parser.parse(source: """
        struct Card: Equatable { let a: Int }
        extension Card: Hashable { func b() {} }
        extension Card { func c() {} }
        enum Screens { struct Row { let d: Int } }
        extension Screens.Row: View { var body: some View { Text("") } }
        struct MyCard {}
        extension MyCard: Sendable {}
        """)
        let card = try #require(declaration("Card", in: tree))
        #expect(SyntaxQueries.declarations(ofTypeAround: card).count == 3)
        #expect(SyntaxQueries.inheritedNamesInFile(of: card) == ["Equatable", "Hashable"])
        let secondExtension = try #require(extensions("Card", in: tree).last)
        // An extension lists itself first, then the primary declaration, then the other extensions.
        let blocks = SyntaxQueries.memberBlocks(ofTypeAround: secondExtension)
        #expect(blocks.count == 3)
        #expect(blocks.first?.id == secondExtension.memberBlock.id)
        let row = try #require(declaration("Row", in: tree))
        #expect(SyntaxQueries.inheritedNamesInFile(of: row) == ["View"])
        #expect(SyntaxQueries.memberBlocks(ofTypeAround: row).count == 2)
    }

    @Test func eachTypeIsRepresentedOnce() throws {
        let tree = Parser.parse(source: """
        struct Card {}
        extension Card {}
        extension Remote {}
        extension Remote: Equatable {}
        enum Screens { struct Row {} }
        extension Screens.Row {}
        """)
        #expect(SyntaxQueries.representsType(try #require(declaration("Card", in: tree))))
        #expect(!SyntaxQueries.representsType(try #require(extensions("Card", in: tree).first)))
        let remote = extensions("Remote", in: tree)
        #expect(remote.map(SyntaxQueries.representsType) == [true, false])
        #expect(SyntaxQueries.representsType(try #require(declaration("Row", in: tree))))
        #expect(!SyntaxQueries.representsType(try #require(extensions("Screens.Row", in: tree).first)))
    }

    // MARK: - Views

    @Test func viewTypesAreRecognisedThroughSameFileExtensions() throws {
        let tree = Parser.parse(source: """
        struct Direct: SwiftUI.View { var body: some View { Text("a") } }
        struct Later { let title: String }
        extension Later: View { var body: some View { Text(title) } }
        extension Later { var subtitle: some View { Text("b") } }
        enum Screens { struct Row {} }
        extension Screens.Row: View { var body: some View { Text("c") } }
        struct MyView {}
        struct NavigationViewModel {}
        extension Remote: View { var body: some View { Text("d") } }
        """)
        for name in ["Direct", "Later", "Row"] {
            #expect(SyntaxQueries.isViewType(try #require(declaration(name, in: tree))), "\(name)")
        }
        for name in ["MyView", "NavigationViewModel", "Screens"] {
            #expect(!SyntaxQueries.isViewType(try #require(declaration(name, in: tree))), "\(name)")
        }
        #expect(SyntaxQueries.isViewType(try #require(extensions("Later", in: tree).last)))
        #expect(SyntaxQueries.isViewType(try #require(extensions("Remote", in: tree).first)))
        let subtitle = try #require(calls("Text", in: tree).first { $0.trimmedDescription == "Text(\"b\")" })
        #expect(EnclosingView.declaration(of: subtitle)?.is(ExtensionDeclSyntax.self) == true)
    }

    @Test func enclosingViewDeclarationStopsAtNestedTypes() throws {
        let tree = Parser.parse(source: """
        struct Screen: View {
            var body: some View { Text("a") }
            struct Helper { func make() -> some View { Text("b") } }
            final class Model { let label = Text("c") }
        }
        """)
        let texts = calls("Text", in: tree)
        #expect(texts.map { EnclosingView.declaration(of: $0) != nil } == [true, false, false])
    }

    @Test func someViewIsRecognisedQualifiedOrNot() {
        let types = ["some View", "some SwiftUI.View", "any View", "View", "some Shape", "some MyView"].map { type($0) }
        #expect(types.map(SyntaxQueries.isSomeView) == [true, true, false, false, false, false])
        #expect(!SyntaxQueries.isSomeView(nil))
    }

    // MARK: - Stored properties

    @Test func storedPropertiesSkipComputedStaticAndNestedMembers() throws {
        let tree = Parser.parse(source: """
        struct Profile {
            let id: Int, name: String
            var count = 0 { didSet { print(count) } }
            var total: Int { count * 2 }
            var cached: Int { get { 1 } set {} }
            static let shared = Profile()
            @State private var isOn = false
            let (x, y) = (1, 2)
            #if DEBUG
            var debugNote: String?
            #endif
            struct Nested { let hidden: Int }
        }
        extension Profile { var extra: Int { 1 } }
        """)
        let profile = try #require(declaration("Profile", in: tree))
        let stored = SyntaxQueries.storedProperties(in: SyntaxQueries.memberBlocks(ofTypeAround: profile))
        #expect(stored.map(\.name.text) == ["id", "name", "count", "isOn", "debugNote"])
        #expect(stored.first { $0.name.text == "isOn" }.map { SyntaxQueries.attributeNames($0.variable.attributes) } == ["State"])
        #expect(stored.first { $0.name.text == "debugNote" }?.binding.typeAnnotation?.type.trimmedDescription == "String?")
    }

    @Test func typeMembersAreStaticOrClass() {
        let tree = Parser.parse(source: """
        final class A {
            static let a = 1
            class var b: Int { 2 }
            private(set) var c = 3
        }
        """)
        let variables = nodes(VariableDeclSyntax.self, in: tree)
        #expect(variables.map { SyntaxQueries.isTypeMember($0.modifiers) } == [true, true, false])
    }

    // MARK: - Calls

    @Test func callsToTypesAndTheirNameTokens() {
        let tree = Parser.parse(source: """
        let a = ForEach(items) { Text($0) }
        let b = SwiftUI.ForEach(items) { Text($0) }
        let c = ForEach<[Int], Int, Text>(items) { Text($0) }
        let d = store.ForEach(items)
        let e = MyForEach(items)
        let f = view.sheet(isPresented: $x) { Text("") }
        """)
        let all = nodes(FunctionCallExprSyntax.self, in: tree).filter { $0.parent?.is(InitializerClauseSyntax.self) == true }
        #expect(all.map { SyntaxQueries.isCall($0, toType: "ForEach") } == [true, true, true, false, false, false])
        #expect(all.map { SyntaxQueries.calledNameToken($0)?.text } == ["ForEach", "ForEach", "ForEach", "ForEach", "MyForEach", "sheet"])
        #expect(all.map { SyntaxQueries.isMemberCall($0, named: "sheet") } == [false, false, false, false, false, true])
    }

    @Test func constructedTypeNames() {
        let sources = [
            "Store()", "Store<Item>()", "Store.init()", "Feature.Store(id: 1)", "App.Feature.Store()",
            "makeStore()", "store.Item()", "x.load()", "Self.make()",
        ]
        let names = sources.map { source in
            expression(source)?.as(FunctionCallExprSyntax.self).flatMap(SyntaxQueries.constructedTypeName)
        }
        #expect(names == ["Store", "Store", "Store", "Store", "Store", nil, nil, nil, nil])
    }

    @Test func owningCallOfEveryKindOfClosure() throws {
        let tree = Parser.parse(source: """
        Button { tap() } label: { Text("a") }
        Section(content: { Text("b") })
        let loose = { Text("c") }
        """)
        let closures = nodes(ClosureExprSyntax.self, in: tree)
        #expect(closures.map { SyntaxQueries.owningCall(of: $0).flatMap(SyntaxQueries.calledName) } == ["Button", "Button", "Section", nil])
    }

    @Test func callsBelowANodeSkipNestedTypes() throws {
        let tree = Parser.parse(source: """
        struct Screen: View {
            var body: some View {
                VStack { Text("a").sheet(isPresented: $x) { Text("b") } }
            }
            struct Helper { func make() { _ = Text("c") } }
            func build() { _ = Text("d") }
        }
        """)
        let screen = try #require(declaration("Screen", in: tree))
        let block = try #require(SyntaxQueries.memberBlock(of: screen))
        let texts = SyntaxQueries.calls(in: block) { SyntaxQueries.calledName($0) == "Text" }
        #expect(texts.map(\.trimmedDescription) == ["Text(\"a\")", "Text(\"b\")", "Text(\"d\")"])
        let root = try #require(calls("VStack", in: tree).first)
        #expect(SyntaxQueries.calls(in: root) { _ in true }.count == 4)
    }

    /// Collects the names referenced below the node it walks; closures are entered unless `skipsClosures`.
    final class ReferenceCollector: SyntaxQueries.ScopedVisitor {
        var names: [String] = []
        var skipsClosures = false

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            names.append(node.baseName.text)
            return .visitChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            skipsClosures ? .skipChildren : .visitChildren
        }
    }

    @Test func scopedVisitorsSkipNestedTypesExtensionsAndProtocols() throws {
        let tree = Parser.parse(source: """
        func render() {
            use(first)
            struct Local { let a = inStruct }
            class Box { let b = inClass }
            enum Kind { static let c = inEnum }
            actor Store { let d = inActor }
            #if DEBUG
            use(second)
            #endif
            run { use(inClosure) }
        }
        extension Screen { var e: Int { inExtension } }
        protocol Shape { }
        """)
        let function = try #require(nodes(FunctionDeclSyntax.self, in: tree).first)
        let collector = ReferenceCollector()
        collector.walk(function)
        #expect(collector.names == ["use", "first", "DEBUG", "use", "second", "run", "use", "inClosure"])
        let whole = ReferenceCollector()
        whole.skipsClosures = true
        whole.walk(tree)
        #expect(whole.names == ["use", "first", "DEBUG", "use", "second", "run"])
    }

    // MARK: - Modifier chains

    @Test func modifierChainsIncludePostfixIfConfigClauses() throws {
        let tree = Parser.parse(source: """
        let v = Image("a")
            .resizable()
            #if os(iOS)
            .onTapGesture { }
            #else
            .onHover { _ in }
            #endif
            .frame(width: 2)
        """)
        let image = try #require(calls("Image", in: tree).first)
        let chain = SyntaxQueries.modifierChain(above: image)
        #expect(chain.names == ["resizable", "onTapGesture", "onHover", "frame"])
        #expect(chain.outermost.as(FunctionCallExprSyntax.self).flatMap(SyntaxQueries.calledName) == "frame")
        #expect(SyntaxQueries.modifiersApplied(to: image).count == 4)
        #expect(SyntaxQueries.chainRoot(chain.outermost).id == ExprSyntax(image).id)
    }

    @Test func modifierChainsEndAtArgumentsAndPropertyAccesses() throws {
        let tree = Parser.parse(source: """
        let v = Canvas { _, _ in }.padding(Text("x").bold()).foo.hidden()
        let w = Text("y")
        """)
        let canvas = try #require(calls("Canvas", in: tree).first)
        let chain = SyntaxQueries.modifierChain(above: canvas)
        #expect(chain.names == ["padding"])
        let argument = try #require(calls("Text", in: tree).first)
        #expect(SyntaxQueries.modifierChain(above: argument).names == ["bold"])
        let alone = try #require(calls("Text", in: tree).last)
        let aloneChain = SyntaxQueries.modifierChain(above: alone)
        #expect(aloneChain.modifiers.isEmpty)
        #expect(aloneChain.outermost.id == ExprSyntax(alone).id)
    }

    @Test func modifiersBelowReadAChainDownwardsInnermostFirst() throws {
        let tree = Parser.parse(source: """
        let v = Circle()
            .offset(x: 4)
            #if os(iOS)
            .shadow(radius: 2)
            .blur(radius: 1)
            #else
            .hidden()
            #endif
            .padding()
        let w = Text("x").bold().foo.italic()
        let u = SwiftUI.Text("y")
        """)
        let padding = try #require(calls("padding", in: tree).first)
        #expect(SyntaxQueries.modifiers(below: padding).compactMap(SyntaxQueries.calledName) == ["offset", "shadow", "blur", "hidden", "padding"])
        let circle = try #require(calls("Circle", in: tree).first)
        #expect(SyntaxQueries.modifiers(below: circle).isEmpty)
        let italic = try #require(calls("italic", in: tree).first)
        #expect(SyntaxQueries.modifiers(below: italic).compactMap(SyntaxQueries.calledName) == ["bold", "italic"])
        let qualified = try #require(calls("Text", in: tree).last)
        #expect(SyntaxQueries.modifiers(below: qualified).count == 1)
        let bold = try #require(calls("bold", in: tree).first)
        #expect(SyntaxQueries.modifiers(below: SyntaxQueries.modifierChain(above: bold).outermost).map(\.id) == [bold.id])
    }

    @Test func chainRootsStopAtModuleQualifiers() throws {
        let roots = [
            "VStack { }.padding().id(x)", "SwiftUI.Text(\"a\").bold()", "items.sorted().first", "(x)", "view\n#if DEBUG\n.border(.red)\n#endif",
        ].map { source in expression(source).map { SyntaxQueries.chainRoot($0).trimmedDescription } }
        #expect(roots == ["VStack { }", "SwiftUI.Text(\"a\")", "items", "(x)", "view"])
    }

    // MARK: - Names in expressions

    @Test func unparenthesizedKeepsRealTuples() {
        let values = ["((x))", "(a: x)", "(x, y)", "x"].map { source in
            expression(source).map { SyntaxQueries.unparenthesized($0).trimmedDescription }
        }
        #expect(values == ["x", "(a: x)", "(x, y)", "x"])
    }

    @Test func referencedTypeNamesHonourQualifiers() throws {
        func name(_ source: String) -> String? {
            expression(source).flatMap { SyntaxQueries.referencedTypeName($0, among: ["DateFormatter", "NumberFormatter"], qualifiedBy: ["Foundation"]) }
        }
        #expect(name("DateFormatter") == "DateFormatter")
        #expect(name("Foundation.NumberFormatter") == "NumberFormatter")
        #expect(name("SwiftUI.DateFormatter") == nil)
        #expect(name("cache.DateFormatter") == nil)
        #expect(name("MyDateFormatter") == nil)
        func typeName(_ source: String) -> String? {
            type(source).flatMap { SyntaxQueries.referencedTypeName($0, among: ["String", "Int"], qualifiedBy: ["Swift"]) }
        }
        #expect([typeName("String"), typeName("Swift.Int"), typeName("Foundation.Int"), typeName("String?"), typeName("Strings")] == ["String", "Int", nil, nil, nil])
        let stack = try #require(expression("SwiftUI.NavigationStack"))
        #expect(SyntaxQueries.isTypeReference(stack, named: "NavigationStack"))
        #expect(!SyntaxQueries.isTypeReference(stack, named: "NavigationStack", qualifiedBy: ["Foundation"]))
        let center = try #require(expression("Foundation.NotificationCenter"))
        #expect(SyntaxQueries.isTypeReference(center, named: "NotificationCenter", qualifiedBy: ["Foundation"]))
    }

    @Test func typeReferencesInTypesAndExpressions() {
        let tree = Parser.parse(source: """
        let a: URLSession = .shared
        let b: Foundation.URLSession? = nil
        let c = URLSession.shared
        let d = Foundation.URLSession(configuration: .default)
        let e = client.URLSession
        let f: Other.URLSession
        let g = MyURLSession()
        // URLSession in a comment
        let h = "URLSession"
        """)
        var found: [String] = []
        for node in nodes(Syntax.self, in: tree) {
            guard let reference = SyntaxQueries.typeReference(at: node, among: ["URLSession"], qualifiedBy: ["Foundation"]) else { continue }
            let line = SourceLocationConverter(fileName: "", tree: tree).location(for: reference.node.positionAfterSkippingLeadingTrivia).line
            found.append("\(line):\(reference.node.trimmedDescription):\(reference.nameToken.text)")
        }
        #expect(found == ["1:URLSession:URLSession", "2:Foundation.URLSession:URLSession", "3:URLSession:URLSession", "4:Foundation.URLSession:URLSession"])
    }

    // MARK: - Files

    @Test func importedModulesIncludeConditionalAndAttributedImports() throws {
        let tree = Parser.parse(source: """
        import SwiftUI
        @preconcurrency import Nuke
        @testable import Orders
        import struct Kingfisher.ImageResource
        #if canImport(UIKit)
        import UIKit
        #else
        import AppKit
        #endif
        func f() {}
        """)
        #expect(SyntaxQueries.importedModules(of: tree) == ["SwiftUI", "Nuke", "Orders", "Kingfisher", "UIKit", "AppKit"])
        let function = try #require(nodes(FunctionDeclSyntax.self, in: tree).first)
        #expect(SyntaxQueries.sourceFile(of: function)?.id == tree.id)
    }

    @Test func ifConfigConditionsRespectNegation() throws {
        func inside(_ condition: String, _ flag: String) -> Bool {
            let tree = Parser.parse(source: "#if \(condition)\nlet marker = 1\n#endif\n")
            let token = tree.tokens(viewMode: .sourceAccurate).first { $0.text == "marker" }!
            return SyntaxQueries.isInsideIfConfig(token, flag: flag)
        }
        #expect(inside("DEBUG", "DEBUG"))
        #expect(inside("DEBUG && os(iOS)", "DEBUG"))
        #expect(inside("os(macOS)", "macOS"))
        #expect(!inside("!DEBUG", "DEBUG"))
        #expect(!inside("!os(macOS)", "macOS"))
        #expect(!inside("!(DEBUG || STAGING)", "DEBUG"))
        #expect(!inside("RELEASE", "DEBUG"))
    }
}

/// The one declaration index that rules and fixes share.
@Suite("Declaration index")
struct DeclarationIndexTests {
    @Test("Types by qualified name (first in source order), extensions and View extensions ignoring white space")
    func index() throws {
        let tree = Parser.parse(source: """
        #if os(iOS)
        struct Row: View { var body: some View { Text("iOS") } }
        #else
        struct Row: View { var body: some View { Text("other") } }
        #endif
        enum Outer { struct Cell {} }
        extension Outer . Cell: View { var body: some View { Text("c") } }
        extension Outer.Cell { func helper() {} }
        protocol Source {}
        """)
        let index = DeclarationIndex.of(tree)
        let row = try #require(index.type(named: "Row")?.as(StructDeclSyntax.self))
        #expect(row.description.contains("iOS"))
        #expect(index.type(named: "Outer.Cell") != nil)
        #expect(index.type(named: "Source") == nil)
        #expect(index.extensions(of: "Outer.Cell").count == 2)
        #expect(index.viewExtensionNames == ["Outer.Cell"])
        #expect(index.topLevel.count == 6)
        #expect(DeclarationIndex.of(tree) === index)
    }
}
