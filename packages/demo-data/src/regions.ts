// Where demo members live and what they are called: each region's state, language and names, so a
// Tamil member is named and placed like one.
export interface Region {
  state: string;
  motherTongue: string;
  weight: number;
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
}

export const REGIONS: readonly Region[] = [
  {
    state: 'Tamil Nadu',
    motherTongue: 'Tamil',
    weight: 16,
    male: [
      'Arun',
      'Karthik',
      'Vignesh',
      'Senthil',
      'Prakash',
      'Dinesh',
      'Balaji',
      'Saravanan',
      'Harish',
      'Manikandan'
    ],
    female: [
      'Priya',
      'Divya',
      'Lakshmi',
      'Kavya',
      'Meenakshi',
      'Anitha',
      'Janani',
      'Revathi',
      'Keerthana',
      'Sangeetha'
    ],
    surnames: [
      'Subramanian',
      'Raman',
      'Krishnan',
      'Natarajan',
      'Sundaram',
      'Venkatesan',
      'Murugan',
      'Rajendran'
    ]
  },
  {
    state: 'Karnataka',
    motherTongue: 'Kannada',
    weight: 10,
    male: ['Rakesh', 'Shreyas', 'Manjunath', 'Kiran', 'Sandeep', 'Vinay', 'Chethan', 'Prajwal'],
    female: ['Ananya', 'Shwetha', 'Pooja', 'Rashmi', 'Spoorthi', 'Bhavya', 'Nayana', 'Deepika'],
    surnames: ['Gowda', 'Hegde', 'Shetty', 'Rao', 'Kulkarni', 'Bhat', 'Nayak']
  },
  {
    state: 'Kerala',
    motherTongue: 'Malayalam',
    weight: 9,
    male: ['Anoop', 'Vishnu', 'Arjun', 'Midhun', 'Rahul', 'Jithin', 'Sreejith', 'Nikhil'],
    female: ['Aparna', 'Anjali', 'Gopika', 'Athira', 'Lekshmi', 'Reshma', 'Sneha', 'Arya'],
    surnames: ['Nair', 'Menon', 'Pillai', 'Kurup', 'Warrier', 'Panicker', 'Varghese']
  },
  {
    state: 'Andhra Pradesh',
    motherTongue: 'Telugu',
    weight: 8,
    male: ['Srinivas', 'Ravi', 'Venkatesh', 'Naveen', 'Sai', 'Chaitanya', 'Mahesh'],
    female: ['Sravani', 'Harika', 'Swathi', 'Lavanya', 'Madhavi', 'Sirisha', 'Bhargavi'],
    surnames: ['Reddy', 'Naidu', 'Chowdary', 'Varma', 'Raju', 'Prasad']
  },
  {
    state: 'Telangana',
    motherTongue: 'Telugu',
    weight: 7,
    male: ['Krishna', 'Pavan', 'Sandeep', 'Vamsi', 'Harsha', 'Tarun'],
    female: ['Sahithi', 'Keerthi', 'Manasa', 'Nikitha', 'Pranathi', 'Sushma'],
    surnames: ['Reddy', 'Rao', 'Goud', 'Yadav', 'Sharma']
  },
  {
    state: 'Maharashtra',
    motherTongue: 'Marathi',
    weight: 10,
    male: ['Aditya', 'Omkar', 'Sagar', 'Tejas', 'Nikhil', 'Prathamesh', 'Rohan'],
    female: ['Sayali', 'Gauri', 'Ketaki', 'Mrunal', 'Shruti', 'Pallavi', 'Rutuja'],
    surnames: ['Patil', 'Deshmukh', 'Joshi', 'Kulkarni', 'Pawar', 'Gokhale', 'Jadhav']
  },
  {
    state: 'Gujarat',
    motherTongue: 'Gujarati',
    weight: 7,
    male: ['Hardik', 'Jay', 'Parth', 'Dhaval', 'Kunal', 'Chirag'],
    female: ['Khushi', 'Hetal', 'Krupa', 'Nidhi', 'Riddhi', 'Dhara'],
    surnames: ['Patel', 'Shah', 'Mehta', 'Desai', 'Parikh', 'Trivedi']
  },
  {
    state: 'West Bengal',
    motherTongue: 'Bengali',
    weight: 8,
    male: ['Sourav', 'Arnab', 'Debashis', 'Subhajit', 'Ritwik', 'Anirban'],
    female: ['Moumita', 'Riya', 'Sreya', 'Tanushree', 'Ishita', 'Payel'],
    surnames: ['Banerjee', 'Chatterjee', 'Mukherjee', 'Das', 'Ghosh', 'Sen', 'Bose']
  },
  {
    state: 'Punjab',
    motherTongue: 'Punjabi',
    weight: 6,
    male: ['Gurpreet', 'Harjeet', 'Manpreet', 'Jaspreet', 'Amandeep', 'Navjot'],
    female: ['Simran', 'Harleen', 'Navneet', 'Gurleen', 'Jasleen', 'Amrit'],
    surnames: ['Singh', 'Kaur', 'Gill', 'Sandhu', 'Dhillon', 'Grewal']
  },
  {
    state: 'Uttar Pradesh',
    motherTongue: 'Hindi',
    weight: 10,
    male: ['Rahul', 'Amit', 'Saurabh', 'Ankit', 'Vivek', 'Abhishek', 'Shubham'],
    female: ['Neha', 'Shivani', 'Pooja', 'Anjali', 'Priyanka', 'Shalini', 'Ritu'],
    surnames: ['Sharma', 'Verma', 'Srivastava', 'Mishra', 'Tiwari', 'Yadav', 'Gupta']
  },
  {
    state: 'Delhi',
    motherTongue: 'Hindi',
    weight: 5,
    male: ['Varun', 'Karan', 'Nitin', 'Siddharth', 'Akshay', 'Gaurav'],
    female: ['Aditi', 'Kritika', 'Megha', 'Tanvi', 'Ishika', 'Sakshi'],
    surnames: ['Malhotra', 'Kapoor', 'Arora', 'Khanna', 'Sethi', 'Bhatia']
  },
  {
    state: 'Rajasthan',
    motherTongue: 'Hindi',
    weight: 4,
    male: ['Mohit', 'Lokesh', 'Hemant', 'Devendra', 'Yogesh'],
    female: ['Kavita', 'Mamta', 'Rekha', 'Sunita', 'Payal'],
    surnames: ['Rathore', 'Choudhary', 'Agarwal', 'Jain', 'Meena']
  }
];

/** Names by religion, where they differ from the region's. */
export const RELIGION_NAMES: Readonly<
  Record<string, { male: readonly string[]; female: readonly string[]; surnames: readonly string[] }>
> = {
  Muslim: {
    male: ['Imran', 'Faisal', 'Arif', 'Salman', 'Irfan', 'Zaid', 'Aamir', 'Shahid'],
    female: ['Ayesha', 'Fatima', 'Zoya', 'Sana', 'Nazia', 'Rukhsar', 'Heena', 'Farah'],
    surnames: ['Khan', 'Shaikh', 'Ansari', 'Qureshi', 'Siddiqui', 'Syed']
  },
  Christian: {
    male: ['Joseph', 'Thomas', 'Samuel', 'Daniel', 'George', 'Abraham', 'Jerin'],
    female: ['Mary', 'Sharon', 'Anitta', 'Jessy', 'Merin', 'Christina', 'Linda'],
    surnames: ['Thomas', 'Joseph', "D'Souza", 'Fernandes', 'Mathew', 'Jacob']
  }
};
