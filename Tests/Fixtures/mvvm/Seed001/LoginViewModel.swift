// LoginViewModel.swift 

// ViewModel of MVVM (LoginViewController 라는 뷰의 뷰모델)

import Foundation

final class LoginViewModel {
    
    var error: ObservableObject<String?> = ObservableObject(nil)
    
    func login(email: String, password: String) {
        NetworkService.shared.login(email: email, password: password) { [weak self] success in
            self?.error.value = success ? nil : "Invalid Credentails"
        }
    }
}
