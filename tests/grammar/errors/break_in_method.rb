def install
  break unless ready?
end
