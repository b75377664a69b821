import SwiftUI

/// Reader preferences.
struct SettingsView: View {
    @AppStorage("reader.showImages") private var showImages = true
    @AppStorage("reader.defaultSection") private var defaultSection = Article.Section.world
    @AppStorage("reader.notifications") private var breakingNews = false
    @AppStorage("reader.signature") private var signature = ""
    @State private var isShowingAbout = false
    @FocusState private var isEditingSignature: Bool

    var body: some View {
        Form {
            Section("Reading") {
                Toggle("Show Images", isOn: $showImages)
                Picker("Start With", selection: $defaultSection) {
                    ForEach(Article.Section.allCases) { section in
                        Text(section.title).tag(section)
                    }
                }
            }
            Section("Sharing") {
                TextField("Signature for shared stories", text: $signature)
                    .focused($isEditingSignature)
                    .submitLabel(.done)
            }
            FeedbackSection()
            Section {
                Toggle(isOn: $breakingNews) {
                    Label("Breaking News Alerts", systemImage: "bolt.fill")
                        .labelStyle(.badge)
                }
            } footer: {
                Text("Text size follows the system setting in Settings › Accessibility › Display & Text Size.")
            }
            Section {
                LabeledContent("Version", value: Bundle.main.appVersion)
                HStack {
                    Text("What’s New")
                    Spacer()
                    Image(systemName: "info.circle")
                        .foregroundStyle(.tint)
                        .onTapGesture { isShowingAbout = true }
                        .accessibilityLabel("About this release")
                        .accessibilityAddTraits(.isButton)
                }
            }
        }
        .navigationTitle("Settings")
        .scrollDismissesKeyboard(.interactively)
        .sheet(isPresented: $isShowingAbout) {
            ReleaseNotesView()
        }
    }
}

extension SettingsView {
    /// A one-field feedback form. It is its own view, with its own focus flag; the flag
    /// of the signature field above belongs to a different view.
    struct FeedbackSection: View {
        @State private var message = ""
        @State private var isSent = false
        @FocusState private var isMessageFocused: Bool

        var body: some View {
            Section("Feedback") {
                TextField("Tell the newsroom what you think", text: $message, axis: .vertical)
                    .lineLimit(2...6)
                    .focused($isMessageFocused)
                Button(isSent ? "Thanks!" : "Send") {
                    isMessageFocused = false
                    isSent = true
                }
                .disabled(message.isEmpty || isSent)
            }
        }
    }
}

/// Notes for the current release.
struct ReleaseNotesView: View {
    @Environment(\.dismiss) private var dismiss

    private let notes = [
        "Every tab now keeps its own NavigationStack; the old NavigationView is gone.",
        "Screens no longer wrap their content in AnyView, so scrolling is smoother.",
        "View models moved from @Published properties to the Observation framework.",
        "Icon-only buttons now have VoiceOver labels, like `Button { } label: { Image(systemName: \"trash\") }` had not.",
    ]

    var body: some View {
        NavigationStack {
            List(notes, id: \.self) { note in
                Text(note)
            }
            .navigationTitle("What’s New")
            .toolbar {
                CloseButton { dismiss() }
            }
        }
    }
}

extension Bundle {
    /// `CFBundleShortVersionString`, or a dash when it is missing.
    var appVersion: String {
        object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "–"
    }
}

#Preview {
    NavigationStack {
        SettingsView()
    }
}
