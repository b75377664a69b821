import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags `.glassEffect(…)` on system controls, which take on glass by themselves on iOS 26.
struct Ios26ControlsNoCustomGlassRule: SyntaxRule {
    /// The controls that iOS 26 draws with Liquid Glass while they are being used.
    static let controls: Set<String> = ["Toggle", "Slider", "Stepper", "Picker"]

    static let description = RuleDescription(
        id: "ios26-controls-no-custom-glass", title: "No custom glass on system controls",
        category: .ios26, impact: .should, presets: [.mvvm],
        rationale: """
        On iOS 26 toggles, sliders, steppers and pickers turn into Liquid Glass on their own while \
        the user drags or taps them; glass added by hand sits on top of the system's and doubles \
        it, so the MVVM guide says no custom glass is needed there. Reported, at `glassEffect`: the \
        `.glassEffect(…)` modifier (SwiftUI's Liquid Glass material) applied, directly or after \
        other modifiers, to a `Toggle`, `Slider`, `Stepper` or `Picker` (also written \
        `SwiftUI.Toggle`). Only where the code runs on iOS 26: a deployment target of iOS 26 or \
        later, the body of `if #available(iOS 26, *)`, the code after `guard #available(iOS 26, *)` \
        or a declaration marked `@available(iOS 26, *)`, never in the fallback branch of such a check. Left alone: glass on a container that \
        holds a control (`HStack { Toggle(…) }.glassEffect()`, a deliberate grouped panel the rule \
        cannot judge), look-alike controls (`MyToggle`, `DatePicker`), and test, preview and \
        `#if DEBUG` code.
        """,
        triggering: [
            RuleExample("""
            struct VolumeRow: View {
                @Binding var volume: Double
                var body: some View {
                    Slider(value: $volume, in: 0...1)
                        .padding()
                        .↓glassEffect(in: .capsule)
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            #if os(iOS)
            extension Settings {
                struct Options: View {
                    @Binding var on: Bool
                    @Binding var count: Int
                    var body: some View {
                        if #available(iOS 26, *) {
                            SwiftUI.Toggle("Wi-Fi", isOn: $on).↓glassEffect()
                            Stepper("Copies", value: $count).↓glassEffect(.regular)
                        }
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            @available(iOS 26.0, *)
            struct SortMenu: View {
                @Binding var order: Order
                var body: some View {
                    Picker("Sort", selection: $order) {
                        ForEach(Order.allCases) { Text($0.title) }
                    }
                    .pickerStyle(.segmented)
                    .↓glassEffect(.regular.interactive())
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // Toggle(…).glassEffect() doubles the system's glass.
            struct Options: View {
                @Binding var on: Bool
                var body: some View {
                    Toggle("Wi-Fi", isOn: $on)
                    HStack { Toggle("Sync", isOn: $on) }.padding().glassEffect()
                    MyToggle(isOn: $on).glassEffect()
                    Text("Slider(value:).glassEffect()")
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            struct Options: View {
                @Binding var on: Bool
                var body: some View { Toggle("Wi-Fi", isOn: $on).glassEffect() }
            }
            """, iOS: Version(18, 0)),
            RuleExample("""
            struct Options: View {
                @Binding var on: Bool
                var body: some View {
                    if #available(iOS 18, *) {
                        Toggle("Wi-Fi", isOn: $on).glassEffect()
                    }
                }
            }
            """),
            RuleExample("""
            #Preview {
                Toggle("Wi-Fi", isOn: .constant(true)).glassEffect()
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            import Testing
            @Test func glass() { _ = Slider(value: .constant(1)).glassEffect() }
            """, path: "Tests/AppTests/GlassTests.swift", iOS: Version(26, 0)),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["glassEffect"]


    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard LiquidGlassSupport.isGlassEffect(node), let name = SyntaxQueries.calledNameToken(node),
              let view = LiquidGlassSupport.rootView(of: node),
              let control = LiquidGlassSupport.constructedView(view, among: Self.controls),
              LiquidGlassSupport.runsOnIOS26(node, in: file), !LiquidGlassSupport.isExempt(node, in: file) else { return }
        report(name, "A `\(control)` turns into Liquid Glass by itself on iOS 26; remove this `.glassEffect(…)`.", in: file)
    }
}
