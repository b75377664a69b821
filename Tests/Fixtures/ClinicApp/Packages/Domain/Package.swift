// swift-tools-version: 6.2
import PackageDescription

// Pure Swift: models, repository and coordinator protocols, ClinicError and ErrorRouting.
let package = Package(
    name: "Domain",
    platforms: [.iOS(.v26)],
    products: [
        .library(name: "Domain", targets: ["Domain"]),
    ],
    targets: [
        .target(name: "Domain"), // PLANTED clinic-domain-contracts: the app-wide error is named ClinicError (Errors/ClinicError.swift), so Domain declares no `AppError`; reported on the Domain target.
        .testTarget(name: "DomainTests", dependencies: ["Domain"]),
    ],
    swiftLanguageModes: [.v6]
)
