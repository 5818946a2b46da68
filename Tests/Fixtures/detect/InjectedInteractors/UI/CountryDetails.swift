import SwiftUI

struct CountryDetails: View {
    let country: Country
    @Environment(\.injected) private var injected: DIContainer
    @State private var details: Country?

    var body: some View {
        VStack {
            Text(details?.name ?? country.name)
            FlagImage(url: URL(string: "https://flags.example/\(country.alpha3Code).png")!)
        }
        .task { details = try? await injected.interactors.countries.details(of: country) }
    }
}
