import Observation
import SwiftUI

@Observable final class BannerSlot {}

struct BannerSlotView: View {
    @Environment(BannerSlot.self) private var slot // PLANTED state-environment-injected: nothing in the app injects a BannerSlot.
    var body: some View { Text("Banner") }
}

#Preview {
    BannerSlotView() // PLANTED preview-environment-injected: the preview injects no BannerSlot.
}
