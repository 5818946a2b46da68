import SwiftUI

struct CountriesList: View {
    @Environment(\.injected) private var injected: DIContainer
    @State private var countries: [Country] = []

    var body: some View {
        List(countries) { country in
            NavigationLink(country.name) { CountryDetails(country: country) }
        }
        .task { countries = (try? await injected.interactors.countries.load()) ?? [] }
    }
}
