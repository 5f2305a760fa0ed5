p "a1 b2".scan(/(?<w>[a-z])(?<n>\d)|(?<w>X)/)
