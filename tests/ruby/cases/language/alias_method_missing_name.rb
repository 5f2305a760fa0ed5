class AN
  begin
    alias_method :x, :nope
  rescue NameError => e
    p e.class, e.message
  end
end
