// ObservableObject.swift

// View - ViewModel 데이터 바인딩을 가능케하는 클래스

import Foundation

class ObservableObject<T> {
    
    // 뉴스
    var value: T {
        didSet {
            listener?(value)
        }
    }
    
    private var listener: ((T) -> Void)?
    
    init(_ value: T) {
        self.value = value
    }
    
    // 다른 사람들에게 뉴스를 알리는 함수
    func bind(_ listener: @escaping (T) -> Void) {
        
        listener(value)
        self.listener = listener
    }
}
