struct OtherTwin { let name = "second" }
