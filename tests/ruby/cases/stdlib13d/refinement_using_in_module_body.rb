module StrX
  refine String do
    def exclaim = self + "!"
  end
end
module UsesIt
  using StrX
  def self.go = "hi".exclaim
end
p UsesIt.go
