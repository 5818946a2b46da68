// HomeViewModel.swift

// ViewModel of MVVM (HomeViewController 라는 뷰의 뷰모델)

import Foundation

final class HomeViewModel {
    
    var welcomeMessage: ObservableObject<String?> = ObservableObject(nil)
    
    func getUser() {
        if let user = NetworkService.shared.user {
            welcomeMessage = ObservableObject("Welcome, \(user.firstName) \(user.lastName)")
        } else { return }
    }
}
