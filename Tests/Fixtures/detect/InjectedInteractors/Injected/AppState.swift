import Foundation

final class AppState {
    var selectedCountry: Country.Code?
    var isActive = true
}
