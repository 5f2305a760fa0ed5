def validate(user)
  return "no user" if user.nil?
  return "no name" unless user[:name]
  return "name too short" if user[:name].length < 3
  return "bad uid" unless user.fetch(:uid, 0).between?(1000, 60000)
  "valid"
end
p validate(nil)
p validate({})
p validate({ name: "ab" })
p validate({ name: "alice", uid: 5 })
p validate({ name: "alice", uid: 1001 })
def multi
  return 1, [2, 3], nil
end
p multi
a, (b, c), d = multi
p [a, b, c, d]
def empty_return
  return
end
p empty_return
def implicit
  if false
    :never
  end
end
p implicit
