begin
  fetch
rescue IOError
  3.times { retry }
end
