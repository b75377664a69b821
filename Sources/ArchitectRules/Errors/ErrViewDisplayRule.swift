import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a View that shows its ViewModel's screen-level error inline in a `Text` rather than
/// through `.alert` or an `ErrorView`.
struct ErrViewDisplayRule: SyntaxRule {
    static let description = RuleDescription(
        id: "err-view-display", title: "Show ViewModel errors with .alert or ErrorView", category: .error, impact: .must,
        presets: [.mvvm],
        rationale: """
        The MVVM guide has the ViewModel expose one `errorMessage` and the View present it with \
        `.alert` or the shared `ErrorView` component, so that every screen reports failures the \
        same way and a failure is not a line of text the user may scroll past. Reported, at \
        `Text`: a `Text(…)` in a View that shows the screen-level error of a model, that is a \
        property named `errorMessage`, `errorText` or `error` read from a receiver whose name \
        contains `model` or `store` (`viewModel.errorMessage`, `model.error?.localizedDescription`, \
        `store.errorMessage ?? ""`), directly, interpolated, or through `if let message = \
        viewModel.errorMessage`. The guide's own form example shows field validation messages \
        (`viewModel.nameError`, `priceError`) inline under each field, in red; that is how a \
        form should report a field, so field-specific errors (any other name) are left alone, \
        and only the screen's general error is asked to go through `.alert` or `ErrorView`. \
        Also left alone: `Text` inside `.alert`, `.confirmationDialog`, `ErrorView(…)`, \
        `ContentUnavailableView(…)` or a type whose name ends in `ErrorView` (these are the \
        component), errors of other receivers (a row's own `item.error`), test files, previews and \
        `#if DEBUG` code. This is a heuristic: an error banner built from `Text` on purpose is \
        reported too.
        """,
        triggering: [
            RuleExample("""
            struct ProductListScreen: View {
                @State private var viewModel: ProductViewModel
                var body: some View {
                    VStack {
                        if let message = viewModel.errorMessage {
                            ↓Text(message).foregroundStyle(.red)
                        }
                        List(viewModel.products) { ProductRow(product: $0) }
                    }
                }
            }
            """),
            RuleExample("""
            struct OrdersView: View {
                let model: OrdersModel
                var body: some View {
                    VStack {
                        ↓SwiftUI.Text(model.error?.localizedDescription ?? "")
                        ↓Text("Failed: \\(model.errorMessage ?? "")")
                    }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Settings {
                struct Screen: View {
                    @Bindable var store: SettingsStore
                    var body: some View {
                        Form {
                            Section {
                                ↓Text(store.errorText)
                            }
                        }
                    }
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // Do not write Text(viewModel.errorMessage); use .alert.
            struct CreateProductScreen: View {
                @State private var viewModel: CreateProductViewModel
                var body: some View {
                    Form {
                        TextField("Name", text: $viewModel.name)
                        if let error = viewModel.nameError {
                            Text(error).font(.caption).foregroundStyle(.red)
                        }
                        Text("viewModel.errorMessage")
                    }
                    .alert("Error", isPresented: $viewModel.showsError) {
                        Button("OK") {}
                    } message: {
                        Text(viewModel.errorMessage ?? "")
                    }
                }
            }
            """),
            RuleExample("""
            struct ProductListScreen: View {
                @State private var viewModel: ProductViewModel
                var body: some View {
                    if let message = viewModel.errorMessage {
                        ErrorView(message: message) { Text(message) }
                        ContentUnavailableView { Text(viewModel.errorMessage ?? "") }
                    }
                }
            }
            struct RowErrorView: View {
                let model: RowModel
                var body: some View { Text(model.errorMessage) }
            }
            struct MediaRow: View {
                let container: MediaContainer
                var body: some View { Text(container.error?.localizedDescription ?? "") }
            }
            final class ProductViewModel {
                func summary() -> Text { Text(model.errorMessage) }
            }
            """),
            RuleExample("""
            struct ErrorTextTests: View {
                let viewModel: ProductViewModel
                var body: some View { Text(viewModel.errorMessage ?? "") }
            }
            """, path: "Tests/UITests/ErrorTextTests.swift"),
            RuleExample("""
            #Preview {
                Text(PreviewModel.sample.errorMessage)
            }
            struct Screen_Previews: PreviewProvider {
                static var previews: some View { Text(model.errorMessage) }
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["Text"]


    let configuration: RuleConfiguration

    /// Names of a screen-level error property.
    static let errorNames: Set<String> = ["errorMessage", "errorText", "error"]
    /// Calls whose content is the proper way to show an error.
    static let presenters: Set<String> = ["alert", "confirmationDialog", "ErrorView", "ContentUnavailableView"]

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard !file.isTestFile, SyntaxQueries.calledName(node) == "Text", SyntaxQueries.isCall(node, toType: "Text"),
              file.mentions("rror"), let argument = node.arguments.first, argument.label == nil,
              Self.showsModelError(argument.expression, at: node) else { return }
        guard let owner = Self.enclosingView(of: node), !owner.name.text.hasSuffix("ErrorView"),
              !Self.isInsidePresenter(node), !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        report(node.calledExpression, "This shows the ViewModel's error as inline text; present it with `.alert` or the `ErrorView` component instead.", in: file)
    }

    /// Whether `expression` is, or interpolates, a model's screen-level error.
    static func showsModelError(_ expression: ExprSyntax, at call: FunctionCallExprSyntax) -> Bool {
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return false }
            return showsModelError(elements[0], at: call)
        }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.segments.contains { segment in
                guard let interpolation = segment.as(ExpressionSegmentSyntax.self), let inner = interpolation.expressions.first else { return false }
                return interpolation.expressions.count == 1 && showsModelError(inner.expression, at: call)
            }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return isBoundToModelError(reference.baseName.text, above: call)
        }
        return isModelError(expression)
    }

    /// `model.errorMessage`, `viewModel.error?.localizedDescription`, `self.store.errorText!`.
    static func isModelError(_ expression: ExprSyntax) -> Bool {
        var expression = expression
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        guard var member = expression.as(MemberAccessExprSyntax.self) else { return false }
        if !errorNames.contains(member.declName.baseName.text), var base = member.base {
            if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
            guard let inner = base.as(MemberAccessExprSyntax.self), inner.declName.baseName.text == "error" else { return false }
            member = inner
        }
        guard errorNames.contains(member.declName.baseName.text), let receiver = member.base,
              let name = AsyncWorkSyntax.storageName(receiver) else { return false }
        let lower = name.lowercased()
        return lower.contains("model") || lower.contains("store")
    }

    /// Whether `name` is bound by an enclosing `if let name = model.errorMessage` (or `guard let`).
    static func isBoundToModelError(_ name: String, above call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let node = current, !SyntaxQueries.isTypeDeclaration(node) {
            if let ifExpr = node.as(IfExprSyntax.self), binds(name, in: ifExpr.conditions) { return true }
            if let list = node.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    if let guardStatement = item.item.as(GuardStmtSyntax.self), binds(name, in: guardStatement.conditions) { return true }
                }
            }
            current = node.parent
        }
        return false
    }

    static func binds(_ name: String, in conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { element in
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                  let value = binding.initializer?.value else { return false }
            return isModelError(value)
        }
    }

    /// The View struct whose code holds the call.
    static func enclosingView(of call: FunctionCallExprSyntax) -> StructDeclSyntax? {
        guard let owner = SyntaxQueries.enclosingTypeDeclaration(of: call) else { return nil }
        if let structure = owner.as(StructDeclSyntax.self), SyntaxQueries.isViewType(structure) { return structure }
        return nil
    }

    /// Whether the call sits in the arguments or closures of `.alert`, `ErrorView(…)` and the like.
    static func isInsidePresenter(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let node = current, !SyntaxQueries.isTypeDeclaration(node) {
            if let outer = node.as(FunctionCallExprSyntax.self), outer.calledExpression.id != call.calledExpression.id,
               let name = SyntaxQueries.calledName(outer), presenters.contains(name),
               !isReceiverChain(of: outer, containing: call) {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// Whether `call` lies in the receiver of `modifier` (`Text(x).alert(…)` puts `Text` before the modifier, not in it).
    static func isReceiverChain(of modifier: FunctionCallExprSyntax, containing call: FunctionCallExprSyntax) -> Bool {
        guard let receiver = SyntaxQueries.receiver(of: modifier) else { return false }
        return call.position >= receiver.position && call.endPosition <= receiver.endPosition
    }
}
