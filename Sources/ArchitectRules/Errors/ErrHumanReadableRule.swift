import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags raw error text (`error.localizedDescription`, `"\(error)"`, `String(describing: error)`)
/// handed to a user-facing message.
struct ErrHumanReadableRule: SyntaxRule {
    static let description = RuleDescription(
        id: "err-human-readable", title: "Show human-readable error messages", category: .error, impact: .must,
        presets: [.mvvm],
        rationale: """
        What a raw error prints is written for developers: `The operation couldn't be completed. \
        (NSURLErrorDomain error -1009.)`, a decoding path, an enum case name. The MVVM guide wants \
        network and other errors turned into sentences the user understands (an `AppError` with a \
        `userMessage`), never raw error strings. Reported, at the raw text: \
        `x.localizedDescription` (also `x?.localizedDescription ?? …`), a string literal that \
        interpolates an error or its `localizedDescription`, and `String(describing:)` or \
        `String(reflecting:)` of an error, where `x` is a name or property called `error`, `err` \
        or ending in `Error` (`loadError`, `self.error`), when the text is assigned to a property \
        whose name has `message`, `alert`, `toast`, `banner` or `error` in it, or passed to \
        `Text(…)`, `Label(…)`, `.alert(…)`, or as a `message:`, `title:`, `subtitle:` or \
        `dialog:` argument. Left alone: logging and assertions (`logger.error(\"\\(error)\")`, \
        `print`, `os_log`, `assertionFailure`, `fatalError`, any callee or receiver with `log` in \
        its name), a type's own `localizedDescription` implementation, the initializer of an error \
        type (named `…Error`, or adopting `Error`/`LocalizedError`) that wraps another error and \
        keeps its text for whoever maps it later, mapping code that reads \
        other properties of the error, test files, previews and `#if DEBUG` code. Not seen: raw \
        text that first goes through a local variable or a helper, and errors under other names.
        """,
        triggering: [
            RuleExample("""
            @Observable @MainActor
            final class ProfileViewModel {
                var errorMessage: String?
                func load() async {
                    do {
                        profile = try await repository.profile()
                    } catch {
                        errorMessage = ↓error.localizedDescription
                    }
                }
            }
            """),
            RuleExample("""
            struct AccountView: View {
                let loadError: Error?
                var body: some View {
                    VStack {
                        SwiftUI.Text(↓loadError?.localizedDescription ?? "")
                        Label(↓"Failed: \\(loadError!)", systemImage: "xmark")
                    }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Feed {
                final class Model {
                    var toast: Toast?
                    func report(_ error: Error) {
                        toast = Toast(title: "Error", message: ↓String(describing: error))
                        self.alertText = ↓"\\(error.localizedDescription)"
                    }
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            public struct ApiError: Codable, Error, Equatable {
                public let message: String
                public init(error: Error) {
                    self.message = error.localizedDescription
                }
            }
            extension SyncFailure: LocalizedError {
                init(wrapping error: Error) { errorMessage = error.localizedDescription }
            }
            """),
            RuleExample("""
            // Never write errorMessage = error.localizedDescription.
            final class ProfileViewModel {
                var errorMessage: String?
                func handle(_ error: AppError) {
                    errorMessage = error.userMessage
                    logger.error("Load failed: \\(error.localizedDescription)")
                    print("\\(error)")
                    Log.network(message: "\\(error)")
                    assertionFailure(String(describing: error))
                    let hint = "Use error.localizedDescription only in logs"
                }
            }
            """),
            RuleExample("""
            enum NetworkError: LocalizedError {
                case offline
                var localizedDescription: String { "You are offline." }
                var errorDescription: String? { localizedDescription }
            }
            struct ErrorBanner: View {
                let error: AppError
                var body: some View { Text(error.userMessage) }
            }
            final class Status {
                var summary = ""
                func update(_ error: Error) { summary = error.localizedDescription }
                var errorMessageCount: Int = 0
            }
            """),
            RuleExample("""
            import Testing

            @Test func showsMessage() {
                let model = ProfileViewModel()
                model.errorMessage = error.localizedDescription
                #expect(Text(error.localizedDescription) != nil)
            }
            """, path: "Tests/ProfileTests/ProfileViewModelTests.swift"),
            RuleExample("""
            #Preview {
                Text(PreviewError.sample.localizedDescription)
            }
            #if DEBUG
            struct DebugErrorView: View {
                let error: Error
                var body: some View { Text("\\(error)") }
            }
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    /// Calls whose first unlabelled argument is text the user reads.
    static let textCalls: Set<String> = ["Text", "Label", "alert", "confirmationDialog", "navigationTitle"]
    /// Argument labels that carry user-facing text in any call.
    static let textLabels: Set<String> = ["message", "title", "subtitle", "dialog"]

    func visit(_ node: SequenceExprSyntax, in file: FileContext) {
        guard !file.isTestFile, file.mentions("rror") else { return }
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let target = Self.targetName(elements[0]), Self.isMessageName(target),
              let raw = Self.rawErrorText(elements[2]), !SyntaxQueries.isPreviewOrDebugCode(node),
              !Self.isInsideErrorTypeInitializer(node) else { return }
        report(raw, Self.message, in: file)
    }

    /// Whether `node` sits in an initializer of an error type (named `…Error`, or adopting
    /// `Error` or `LocalizedError`), which wraps another error and carries its text along.
    static func isInsideErrorTypeInitializer(_ node: some SyntaxProtocol) -> Bool {
        guard node.ancestorOrSelf(mapping: { $0.as(InitializerDeclSyntax.self) }) != nil,
              let type = SyntaxQueries.enclosingTypeDeclaration(of: node) else { return false }
        if SyntaxQueries.declaredName(of: type)?.hasSuffix("Error") == true { return true }
        let inherited = type.asProtocol(DeclGroupSyntax.self).map { SyntaxQueries.inheritedNames($0.inheritanceClause) } ?? []
        return inherited.contains("Error") || inherited.contains("LocalizedError")
    }

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard !file.isTestFile, let name = SyntaxQueries.calledName(node), file.mentions("rror") else { return }
        let textCall = Self.textCalls.contains(name)
        guard textCall || node.arguments.contains(where: { $0.label.map { Self.textLabels.contains($0.text) } ?? false }),
              !Self.isLogging(node) else { return }
        for (index, argument) in node.arguments.enumerated() {
            let userFacing = argument.label.map { Self.textLabels.contains($0.text) } ?? (textCall && index == 0)
            guard userFacing, let raw = Self.rawErrorText(argument.expression) else { continue }
            guard !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
            report(raw, Self.message, in: file)
        }
    }

    static let message = "This shows the user raw error text; map the error to a human-readable message (such as an `AppError`'s `userMessage`) instead."

    /// The last name of an assignment target: `errorMessage`, `self.errorMessage`, `state.alertText`.
    static func targetName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    static func isMessageName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["message", "alert", "toast", "banner", "error"].contains { lower.contains($0) }
    }

    /// Whether a call logs or asserts: `print`, `fatalError`, `assert…`, `precondition…`, or a callee or receiver naming `log`.
    static func isLogging(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = SyntaxQueries.calledName(call) else { return false }
        if ["print", "debugPrint", "fatalError", "NSLog", "dump"].contains(name) || name.hasPrefix("assert") || name.hasPrefix("precondition") {
            return true
        }
        if name.lowercased().contains("log") { return true }
        if let receiver = SyntaxQueries.receiver(of: call), receiver.trimmedDescription.lowercased().contains("log") { return true }
        return false
    }

    /// The raw error text in `expression`, if that is what it is.
    static func rawErrorText(_ expression: ExprSyntax) -> ExprSyntax? {
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return nil }
            return rawErrorText(elements[0])
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "localizedDescription",
           let base = member.base, isErrorReference(base) {
            return expression
        }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            for segment in literal.segments {
                guard let interpolation = segment.as(ExpressionSegmentSyntax.self), interpolation.expressions.count == 1,
                      let inner = interpolation.expressions.first, inner.label == nil else { continue }
                if isErrorReference(inner.expression) || rawErrorText(inner.expression) != nil { return expression }
            }
            return nil
        }
        if let call = expression.as(FunctionCallExprSyntax.self), SyntaxQueries.isCall(call, toType: "String"),
           call.arguments.count == 1, let argument = call.arguments.first,
           ["describing", "reflecting"].contains(argument.label?.text ?? ""), isErrorReference(argument.expression) {
            return expression
        }
        return nil
    }

    /// `error`, `err`, `loadError`, `self.error`, `model.lastError`, also with `?` or `!`.
    static func isErrorReference(_ expression: ExprSyntax) -> Bool {
        var expression = expression
        if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
            name = member.declName.baseName.text
        } else {
            return false
        }
        return name == "error" || name == "err" || name.hasSuffix("Error")
    }
}
