x = "a #{b
