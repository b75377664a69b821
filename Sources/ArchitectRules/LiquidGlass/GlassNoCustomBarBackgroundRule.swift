import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags custom toolbar, navigation bar and tab bar backgrounds on iOS 26, where the system draws them in glass.
struct GlassNoCustomBarBackgroundRule: SyntaxRule {
    /// The UIKit types that describe a bar's background, shadow and title appearance.
    static let appearanceTypes: Set<String> = ["UINavigationBarAppearance", "UITabBarAppearance", "UIToolbarAppearance"]
    /// The UIKit bars whose appearance proxy (`UINavigationBar.appearance()`) styles every bar of the app.
    static let barTypes: Set<String> = ["UINavigationBar", "UITabBar", "UIToolbar"]
    /// The members of a bar's appearance proxy that set its background.
    static let backgroundMembers: Set<String> = ["barTintColor", "backgroundColor", "shadowImage", "backgroundImage", "setBackgroundImage"]

    static let description = RuleDescription(
        id: "glass-no-custom-bar-background", title: "Let iOS 26 draw the bar backgrounds",
        category: .glass, impact: .must, presets: [.mvvm],
        rationale: """
        On iOS 26 navigation bars, toolbars and tab bars are made of Liquid Glass, and scroll \
        edge effects keep their contents legible over the content; a background chosen by the \
        app replaces that material with a flat fill and fights the system. The MVVM guide says to \
        remove custom bar backgrounds. Reported, at the name: the SwiftUI modifiers \
        `.toolbarBackground(…)` (a bar's background style or visibility, iOS 16) and \
        `.toolbarBackgroundVisibility(…)` (iOS 18), unless given `.automatic`, which is what the \
        system does anyway; and the construction of UIKit's bar appearance objects \
        `UINavigationBarAppearance`, `UITabBarAppearance` and `UIToolbarAppearance`, whose purpose \
        is to set those backgrounds; and, at the member, the background settings of UIKit's \
        appearance proxies, `UINavigationBar.appearance()`, `UITabBar.appearance()` and \
        `UIToolbar.appearance()` (also `appearance(whenContainedInInstancesOf:)`): \
        `barTintColor`, `backgroundColor`, `shadowImage`, `backgroundImage` and \
        `setBackgroundImage(…)`. Only where the code runs on iOS 26: a deployment target of \
        iOS 26 or later, the body of `if #available(iOS 26, *)`, the code after \
        `guard #available(iOS 26, *)` or a declaration marked `@available(iOS 26, *)`, never in the fallback branch of such a check; before \
        iOS 26 these customisations are how bars are styled, so the `else` of such a check is left \
        alone. Also left alone: a project's own method spelt `toolbarBackground` called without a \
        receiver, properties of that name, other `UIAppearance` settings such as tint colours, title attributes and `isTranslucent`, \
        bar background views that the app draws itself (the syntax cannot tell them from content), \
        and test, preview and `#if DEBUG` code.
        """,
        triggering: [
            RuleExample("""
            struct FeedScreen: View {
                var body: some View {
                    NavigationStack {
                        FeedList()
                            .toolbar { ToolbarItem { Button("New") { compose() } } }
                            .↓toolbarBackground(.visible, for: .navigationBar)
                            .↓toolbarBackground(Color.blue, for: .navigationBar)
                    }
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            #if os(iOS)
            extension AppDelegate {
                func styleBars() {
                    if #available(iOS 26, *) {
                        let appearance = ↓UINavigationBarAppearance()
                        appearance.configureWithOpaqueBackground()
                        UINavigationBar.appearance().standardAppearance = appearance
                        UITabBar.appearance().scrollEdgeAppearance = UIKit.↓UITabBarAppearance(idiom: .phone)
                        UINavigationBar.appearance().↓barTintColor = .systemIndigo
                        UIToolbar.appearance(whenContainedInInstancesOf: [Editor.self]).↓setBackgroundImage(nil, forToolbarPosition: .any, barMetrics: .default)
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            @available(iOS 26, *)
            struct MainTabs: View {
                var body: some View {
                    TabView { HomeScreen() }
                        .↓toolbarBackgroundVisibility(.hidden, for: .tabBar)
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // The fallback for older systems never runs on iOS 26, even with that target.
            struct FeedScreen: View {
                var body: some View {
                    if #available(iOS 26, *) {
                        FeedList()
                    } else {
                        FeedList().toolbarBackground(.visible, for: .navigationBar)
                    }
                }
                func legacyBars() {
                    guard #available(iOS 26, *) else {
                        UITabBar.appearance().standardAppearance = UITabBarAppearance()
                        return
                    }
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            struct FeedScreen: View {
                let toolbarBackground: Color
                var body: some View {
                    FeedList()
                        .toolbarBackground(.automatic, for: .navigationBar)
                        .background(toolbarBackground)
                        .onAppear {
                            UINavigationBar.appearance().tintColor = .systemBlue
                            UINavigationBar.appearance().titleTextAttributes = [:]
                            UINavigationBar.appearance().isTranslucent = true
                            banner.backgroundColor = .red
                        }
                    Text(".toolbarBackground(.visible, for: .navigationBar)")
                }
                func toolbarBackground(_ style: Color) -> Color { style }
                func paint() { _ = toolbarBackground(.red) }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            final class BarStyler {
                func style() {
                    let appearance = UINavigationBarAppearance()
                    appearance.backgroundColor = .systemBackground
                }
            }
            """, iOS: Version(17, 0)),
            RuleExample("""
            #Preview {
                Text("A").toolbarBackground(.visible, for: .navigationBar)
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            import Testing
            @Test func bars() { _ = UITabBarAppearance() }
            """, path: "Tests/AppTests/BarTests.swift", iOS: Version(26, 0)),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = appearanceTypes.union(["toolbarBackground", "toolbarBackgroundVisibility"])
    /// The member accesses this rule looks at.
    static let memberNames: Set<String>? = backgroundMembers


    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        let message: String
        let name: TokenSyntax
        if SyntaxQueries.isMemberCall(node, named: "toolbarBackground") || SyntaxQueries.isMemberCall(node, named: "toolbarBackgroundVisibility") {
            guard let token = SyntaxQueries.calledNameToken(node), !Self.isAutomatic(node.arguments.first?.expression) else { return }
            name = token
            message = "On iOS 26 the system draws bars in Liquid Glass; remove this `.\(token.text)(…)` and let the bar keep its own background."
        } else if let type = SyntaxQueries.constructedTypeName(node), Self.appearanceTypes.contains(type),
                  let token = SyntaxQueries.calledNameToken(node) {
            name = token
            message = "On iOS 26 the system draws bars in Liquid Glass; remove this `\(type)` customisation and let the bar keep its own background."
        } else {
            return
        }
        guard LiquidGlassSupport.runsOnIOS26(node, in: file), !LiquidGlassSupport.isExempt(node, in: file) else { return }
        report(name, message, in: file)
    }

    func visit(_ node: MemberAccessExprSyntax, in file: FileContext) {
        let member = node.declName.baseName
        guard Self.backgroundMembers.contains(member.text), let base = node.base?.as(FunctionCallExprSyntax.self),
              let proxy = base.calledExpression.as(MemberAccessExprSyntax.self), proxy.declName.baseName.text == "appearance",
              let bar = proxy.base, Self.barTypes.contains(where: { SyntaxQueries.isTypeReference(bar, named: $0, qualifiedBy: ["UIKit"]) }),
              LiquidGlassSupport.runsOnIOS26(node, in: file), !LiquidGlassSupport.isExempt(node, in: file) else { return }
        report(member, "On iOS 26 the system draws bars in Liquid Glass; remove this `\(member.text)` customisation of the bar appearance and let the bar keep its own background.", in: file)
    }

    private static func isAutomatic(_ expression: ExprSyntax?) -> Bool {
        guard let member = expression?.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.baseName.text == "automatic"
    }
}
