def classify(temp, humid)
  case
  when temp > 30 && humid > 70 then "muggy"
  when temp > 30 then "hot"
  when temp < 0 then "freezing"
  when humid > 90 then "damp"
  else "fine"
  end
end
p classify(35, 80)
p classify(35, 20)
p classify(-5, 50)
p classify(20, 95)
p classify(20, 50)
platform = "ubuntu"
version = "22.04"
pkg = case
      when platform == "ubuntu" && version.to_f >= 22 then "openssl3"
      when platform == "ubuntu" then "openssl1.1"
      else "openssl"
      end
p pkg
case
when false
  p :no
when nil
  p :no
end
p :after
